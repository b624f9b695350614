import { readFile } from 'node:fs/promises';
import { runnerImport, type Plugin } from 'vite';

/**
 * The shared package as the production bundle needs it (docs/architecture.md, "Fast by construction").
 *
 * A contract module (`@neurobridge/shared/api/<area>`) builds zod schemas when it is imported, so
 * every screen that calls an endpoint would download and run zod. Production trusts the server's
 * answers (lib/api.ts checks them only in development and tests), so a call needs just the
 * endpoint's method and path. In `vite build`, each `import { … } from '@neurobridge/shared/…'` of
 * the app is split in two:
 * - the names whose values are data — an endpoint map (`childrenApi`, each endpoint without its
 *   schemas), a text (`NO_CODE_ERROR`), a list of keys, default settings — come from a generated
 *   module that holds just those values, with no import of its own;
 * - the others (a body schema a form validates with, a function) still come from the real module,
 *   so zod comes only with the chunks that really validate (the forms, the player).
 * The real modules are declared free of side effects (they build schemas and register texts for
 * the server's error handler), so a chunk that uses none of their exports does not carry them.
 * Development and the tests import the real modules unchanged.
 */
const DATA = '\0shared-data:';
const SHARED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])(@neurobridge\/shared\/[a-z/-]+)\2\s*;?/g;
const SHARED_FILE = /[\\/]packages[\\/]shared[\\/]src[\\/].+\.ts$/;
const APP_FILE = /[\\/]apps[\\/]web[\\/]src[\\/].+\.tsx?$/;

export function browserContracts(): Plugin {
  const evaluated = new Map<string, Promise<Record<string, unknown>>>();
  const exportsOf = (file: string) => {
    let exports = evaluated.get(file);
    if (!exports) {
      exports = runnerImport<Record<string, unknown>>(file, { configFile: false, logLevel: 'error' }).then(
        (r) => r.module,
      );
      evaluated.set(file, exports);
    }
    return exports;
  };

  return {
    name: 'neurobridge:browser-contracts',
    apply: 'build',
    enforce: 'pre',
    resolveId(source) {
      return source.startsWith(DATA) ? source : null;
    },
    async load(id) {
      if (id.startsWith(DATA)) return dataModuleSource(await exportsOf(id.slice(DATA.length)));
      if (SHARED_FILE.test(id)) return { code: await readFile(id, 'utf8'), moduleSideEffects: false };
      return null;
    },
    async transform(code, id) {
      if (!APP_FILE.test(id) || /\.test\.tsx?$/.test(id) || !code.includes('@neurobridge/shared/')) return null;
      const imports = [...code.matchAll(SHARED_IMPORT)];
      if (imports.length === 0) return null;
      let out = code;
      for (const match of imports) {
        const [statement, names, , specifier] = match as unknown as [string, string, string, string];
        const file = (await this.resolve(specifier, id))?.id;
        if (!file) continue;
        out = out.replace(statement, splitImport(names, specifier, file, await exportsOf(file)));
      }
      return { code: out, map: null };
    },
  };
}

/** `import { a, b as c, type T }` → the data names from the generated module, the rest from the real one. */
export function splitImport(names: string, specifier: string, file: string, exports: Record<string, unknown>) {
  const data: string[] = [];
  const rest: string[] = [];
  for (const raw of names.split(',')) {
    const spec = raw.trim();
    if (!spec || spec.startsWith('type ')) continue; // types are erased: nothing to load
    const name = spec.split(/\s+as\s+/)[0]!;
    (isData(exports[name]) ? data : rest).push(spec);
  }
  const lines = [];
  if (data.length) lines.push(`import { ${data.join(', ')} } from ${JSON.stringify(DATA + file)};`);
  if (rest.length) lines.push(`import { ${rest.join(', ')} } from ${JSON.stringify(specifier)};`);
  return lines.join('\n');
}

/** The generated module: every data export of the real one, as a literal. */
export function dataModuleSource(exports: Record<string, unknown>): string {
  const lines: string[] = [];
  for (const [name, value] of Object.entries(exports)) {
    if (isEndpointMap(value)) {
      const endpoints = Object.fromEntries(Object.entries(value).map(([key, e]) => [key, withoutSchemas(e)]));
      lines.push(`export const ${name} = ${JSON.stringify(endpoints)};`);
    } else if (isPlainData(value)) {
      lines.push(`export const ${name} = ${JSON.stringify(value)};`);
    }
  }
  return `${lines.join('\n')}\n`;
}

type EndpointLike = { method: string; path: string } & Record<string, unknown>;

function isData(value: unknown): boolean {
  return isEndpointMap(value) || isPlainData(value);
}

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

/** Strings, finite numbers, booleans, null, and arrays or plain objects of them. */
function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.values(value as object).every(isPlainData);
  }
  return false;
}
