// Types of precache.mjs, for its test and the TypeScript code that reads it.

/** One entry of Vite's dist/.vite/manifest.json. */
export interface ViteManifestEntry {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}
export type ViteManifest = Record<string, ViteManifestEntry>;

export interface PrecacheEntry {
  url: string;
  revision?: string | null;
  size: number;
}

export const ONLINE_ONLY_SOURCE: RegExp;
export const PRECACHE_LIMIT_BYTES: number;
export const PRECACHE_GLOBS: string[];
export function htmlEntryFiles(html: string): string[];
export function familyFiles(viteManifest: ViteManifest, entryFiles: string[]): Set<string>;
export function onlineOnlyEntryFiles(viteManifest: ViteManifest): Set<string>;
export function selectPrecache<E extends { url: string }>(
  entries: E[],
  family: Set<string>,
): { manifest: E[]; warnings: string[] };
export function precacheProblems(entries: { url: string; size: number }[], viteManifest: ViteManifest): string[];
