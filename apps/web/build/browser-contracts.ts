import { readFile } from 'node:fs/promises';
import { runnerImport, type Plugin } from 'vite';

/**
 * The contracts as the production bundle needs them (docs/architecture.md, "Fast by construction").
 *
 * A contract module (`@neurobridge/shared/api/<area>`) builds zod schemas when it is imported, so
 * every screen that calls an endpoint would download and run zod. Production trusts the server's
 * answers (lib/api.ts checks them only in development and tests), so a call needs just the
 * endpoint's method and path. In `vite build` each contract module is replaced by one generated
 * from its own exports:
 * - an endpoint map (`childrenApi`) keeps every field of each endpoint except its schemas;
 * - plain data (texts such as `NO_CODE_ERROR`, lists of keys) is copied;
 * - anything else (a body schema a form validates with, a function) is re-exported from the real
 *   module, so zod comes only with the chunks that really validate (the forms, the player). The
 *   real modules are declared free of side effects (they only build schemas and register texts
 *   for the server's error handler), so a chunk that uses none of those exports does not carry
 *   them.
 * Development and the tests import the real modules.
 */
const PREFIX = '\0browser-contract:';
const CONTRACT = /^@neurobridge\/shared\/api\/([a-z-]+)$/;
const CONTRACT_FILE = /[\\/]packages[\\/]shared[\\/]src[\\/]api[\\/][a-z-]+\.ts$/;
/** Only types and `pathFor`, nothing to strip. */
const KEEP_AS_IS = new Set(['contract']);

export function browserContracts(): Plugin {
  const generated = new Map<string, Promise<string>>();
  return {
    name: 'neurobridge:browser-contracts',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const match = CONTRACT.exec(source);
      if (!match || KEEP_AS_IS.has(match[1]!)) return null;
      const real = await this.resolve(source, importer, { ...options, skipSelf: true });
      return real ? PREFIX + real.id : null;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) {
        return CONTRACT_FILE.test(id) ? { code: await readFile(id, 'utf8'), moduleSideEffects: false } : null;
      }
      const file = id.slice(PREFIX.length);
      let code = generated.get(file);
      if (!code) {
        code = runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'error' }).then(
          ({ module }) => browserContractSource(file, module),
        );
        generated.set(file, code);
      }
      return code;
    },
  };
}

/** The generated module for the contract module at `file` with these exports. */
export function browserContractSource(file: string, exports: Record<string, unknown>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (isEndpointMap(value)) {
      const endpoints = Object.fromEntries(Object.entries(value).map(([key, e]) => [key, withoutSchemas(e)]));
      lines.push(`export const ${name} = ${JSON.stringify(endpoints)};`);
    } else if (isPlainData(value)) {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    } else {
      lines.push(`export { ${name} } from ${JSON.stringify(file)};`);
    }
  }
  return `${lines.join('\n')}\n`;
}

type EndpointLike = { method: string; path: string } & Record<string, unknown>;

function isEndpoint(value: unknown): value is EndpointLike {
  if (!value || typeof value !== 'object') return false;
  const e = value as Record<string, unknown>;
  return typeof e.method === 'string' && typeof e.path === 'string' && e.path.startsWith('/api/');
}

function isEndpointMap(value: unknown): value is Record<string, EndpointLike> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const entries = Object.values(value);
  return entries.length > 0 && entries.every(isEndpoint);
}

/** The endpoint's plain fields (method, path, access, tag, child, status); its schemas dropped. */
function withoutSchemas(e: EndpointLike): Record<string, unknown> {
  return Object.fromEntries(Object.entries(e).filter(([, v]) => isPlainData(v)));
}

/** Strings, numbers, booleans, null, and arrays or plain objects of them. */
function isPlainData(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value as object).every(isPlainData);
  }
  return false;
}
