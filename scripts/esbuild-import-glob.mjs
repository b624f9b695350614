// Vite's `import.meta.glob(pattern, { eager: true })` for the server's esbuild bundle, which has no
// such thing: the content types are one folder each and found by a glob (docs/architecture.md#activity-content-and-games).
// Only the eager form with a literal relative pattern is supported; any other use fails the build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const GLOB_CALL = /\bimport\.meta\.glob\s*(?:<[^()]*>)?\s*\(([^)]*)\)/g;
const EAGER_CALL = /^\s*(['"])(\.{1,2}\/[^'"]+)\1\s*,\s*\{\s*eager\s*:\s*true\s*,?\s*\}\s*$/;

/** The files under `dir` matching `pattern` (`./a/*\/b.ts`: a `*` matches within one path segment), sorted. */
export function matchGlob(dir, pattern) {
  const segments = pattern.split('/');
  let found = [segments[0]];
  for (const [i, segment] of segments.slice(1).entries()) {
    const last = i === segments.length - 2;
    const match = new RegExp(`^${segment.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`);
    found = found.flatMap((prefix) => {
      let names;
      try {
        names = readdirSync(join(dir, prefix));
      } catch {
        return [];
      }
      return names
        .filter((name) => match.test(name))
        .map((name) => `${prefix}/${name}`)
        .filter((path) => statSync(join(dir, path)).isDirectory() !== last);
    });
  }
  return found.sort();
}

/** `source` (a module in `dir`) with each eager `import.meta.glob` replaced by imports and an object of them. */
export function expandImportGlobs(source, dir) {
  const imports = [];
  let call = 0;
  const contents = source.replace(GLOB_CALL, (text, args, offset) => {
    // A mention in a comment (`//` before it on its line, or a `*` comment line) is left alone.
    const before = source.slice(source.lastIndexOf('\n', offset) + 1, offset);
    if (/\/\/|^\s*\*/.test(before)) return text;
    const eager = EAGER_CALL.exec(args);
    if (!eager)
      throw new Error(`Only import.meta.glob('./literal/*/pattern.ts', { eager: true }) is supported: ${text}`);
    const entries = matchGlob(dir, eager[2]).map((path, i) => {
      const name = `__glob_${call}_${i}`;
      imports.push(`import * as ${name} from ${JSON.stringify(path)};`);
      return `${JSON.stringify(path)}: ${name}`;
    });
    call += 1;
    return `{ ${entries.join(', ')} }`;
  });
  return imports.length || call ? `${imports.join('\n')}\n${contents}` : source;
}

/** The esbuild plugin: every bundled source file that calls `import.meta.glob` gets it expanded. */
export function importGlobPlugin() {
  return {
    name: 'import-meta-glob',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, ({ path }) => {
        if (path.includes('/node_modules/')) return undefined;
        const source = readFileSync(path, 'utf8');
        if (!source.includes('import.meta.glob')) return undefined;
        const loader = /\.[cm]?tsx$/.test(path) ? 'tsx' : /\.[cm]?ts$/.test(path) ? 'ts' : 'js';
        return { contents: expandImportGlobs(source, join(path, '..')), loader, resolveDir: join(path, '..') };
      });
    },
  };
}
