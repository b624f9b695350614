import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { expandImportGlobs, importGlobPlugin, matchGlob } from './esbuild-import-glob.mjs';

/** A folder with `types/<name>/index.ts` for each name, and a stray file that no glob should match. */
function fixture(names: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'import-glob-'));
  mkdirSync(join(dir, 'types'));
  for (const name of names) {
    mkdirSync(join(dir, 'types', name), { recursive: true });
    writeFileSync(join(dir, 'types', name, 'index.ts'), `export const type = ${JSON.stringify(name)};\n`);
  }
  writeFileSync(join(dir, 'types', 'index.ts'), 'export const stray = true;\n');
  return dir;
}

describe("the server bundle's import.meta.glob", () => {
  it('matches one path segment per star, folders for inner segments and files for the last, sorted', () => {
    const dir = fixture(['b-type', 'a-type']);
    mkdirSync(join(dir, 'types', 'empty'));
    expect(matchGlob(dir, './types/*/index.ts')).toEqual(['./types/a-type/index.ts', './types/b-type/index.ts']);
    expect(matchGlob(dir, './types/*.ts')).toEqual(['./types/index.ts']);
    expect(matchGlob(dir, './missing/*/index.ts')).toEqual([]);
  });

  it('replaces an eager glob by an import per file and an object of them, typed generics and all', () => {
    const dir = fixture(['a-type']);
    const source =
      "// import.meta.glob (a comment) is left alone\nconst m = import.meta.glob<Record<string, unknown>>('./types/*/index.ts', { eager: true });";
    expect(expandImportGlobs(source, dir)).toBe(
      'import * as __glob_0_0 from "./types/a-type/index.ts";\n' +
        '// import.meta.glob (a comment) is left alone\n' +
        'const m = { "./types/a-type/index.ts": __glob_0_0 };',
    );
    expect(expandImportGlobs('const x = 1;', dir)).toBe('const x = 1;');
  });

  it('refuses a lazy glob, which it cannot expand', () => {
    expect(() => expandImportGlobs("import.meta.glob('./types/*/index.ts')", fixture([]))).toThrow(/eager: true/);
  });

  it('bundles every folder with esbuild, so a new folder is found without a list', async () => {
    const dir = fixture(['one', 'two']);
    writeFileSync(
      join(dir, 'main.ts'),
      "const m = import.meta.glob<{ type: string }>('./types/*/index.ts', { eager: true });\n" +
        'export const types = Object.values(m).map((x) => x.type);\n',
    );
    const result = await build({
      entryPoints: [join(dir, 'main.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      plugins: [importGlobPlugin()],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
    const bundled = (await import(/* @vite-ignore */ url)) as { types: string[] };
    expect(bundled.types).toEqual(['one', 'two']);
  });
});
