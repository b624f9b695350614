import type { Plugin } from 'esbuild';

/** The files under `dir` matching `pattern`, sorted (see esbuild-import-glob.mjs). */
export function matchGlob(dir: string, pattern: string): string[];
/** The source with each eager glob call replaced by imports of the matching files under `dir`. */
export function expandImportGlobs(source: string, dir: string): string;
/** Vite's eager `import.meta.glob` for an esbuild bundle (see esbuild-import-glob.mjs). */
export function importGlobPlugin(): Plugin;
