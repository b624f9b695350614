// What the service worker keeps on the device (docs/product.md#offline-play): the family area, read
// from the build's module graph (Vite's dist/.vite/manifest.json), never the back-office's or the
// professional workspace's chunks (both work online only). Pure functions: post-build.mjs hands
// them the built files and writes their answer into dist/sw.js, bench/budget.mjs checks it.

/** Sources whose screens work online only: the back-office and the professional's workspace. */
export const ONLINE_ONLY_SOURCE =
  /^src\/(app\/routes\/(admin|professional)-|app\/layout\/admin-|features\/(admin|professional)\/)/;

/** The most the precache may hold, in bytes as stored on the device (uncompressed). */
export const PRECACHE_LIMIT_BYTES = 3_000_000;

/** Files of dist precached besides assets/: the two documents, the web manifest, the icons. */
export const PRECACHE_GLOBS = ['index.html', 'landing.html', '*.{svg,png,webmanifest}', 'assets/**/*.{js,css,svg,png}'];

/** The `/assets/…` module scripts and module preloads of a built HTML document: the app's entry. */
export function htmlEntryFiles(html) {
  return [
    ...html.matchAll(/<script type="module"[^>]*\ssrc="\/(assets\/[^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/(assets\/[^"]+\.js)"/g),
  ].map((m) => m[1]);
}

/** Vite's manifest entries by their output file. */
function byFile(viteManifest) {
  const found = new Map();
  for (const entry of Object.values(viteManifest)) found.set(entry.file, entry);
  return found;
}

/**
 * Every built file (`assets/…`) a family's pages can load: the chunks reachable from the entry
 * (`entryFiles`, and any chunk Vite marks as an entry) through static and dynamic imports, with
 * their stylesheets and assets (the art's SVGs), without entering a chunk whose source is in the
 * admin or professional areas. A chunk both areas share is the family's too.
 */
export function familyFiles(viteManifest, entryFiles) {
  const files = byFile(viteManifest);
  const keep = new Set();
  const seen = new Set();
  const queue = [
    ...entryFiles.map((file) => files.get(file)).filter(Boolean),
    ...Object.values(viteManifest).filter((e) => e.isEntry),
  ];
  for (const file of entryFiles) keep.add(file);
  while (queue.length) {
    const entry = queue.shift();
    if (seen.has(entry) || (entry.src && ONLINE_ONLY_SOURCE.test(entry.src))) continue;
    seen.add(entry);
    keep.add(entry.file);
    for (const file of [...(entry.css ?? []), ...(entry.assets ?? [])]) keep.add(file);
    for (const key of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) {
      if (viteManifest[key]) queue.push(viteManifest[key]);
    }
  }
  return keep;
}

/** The built files of the admin and professional screens themselves (their route and layout chunks). */
export function onlineOnlyEntryFiles(viteManifest) {
  return new Set(
    Object.values(viteManifest)
      .filter((e) => e.src && ONLINE_ONLY_SOURCE.test(e.src))
      .map((e) => e.file),
  );
}

const COMPRESSED_COPY = /\.(br|gz)$/;

/**
 * Workbox's manifest transform: of the files the globs found, keeps those outside assets/ (the
 * documents, icons and web manifest) and the family's assets; never a `.br`/`.gz` copy (the server
 * sends those in place of the file, the same URL). Returns `{ manifest, warnings }` as Workbox asks.
 */
export function selectPrecache(entries, family) {
  const manifest = entries.filter((e) => {
    const path = e.url.replace(/^\//, '');
    if (COMPRESSED_COPY.test(path)) return false;
    return !path.startsWith('assets/') || family.has(path);
  });
  return { manifest, warnings: [] };
}

/** What is wrong with a precache list (`[{ url, size }]`), one line each: too large, an admin or professional screen, a compressed copy. */
export function precacheProblems(entries, viteManifest) {
  const problems = [];
  const total = entries.reduce((sum, e) => sum + e.size, 0);
  if (total > PRECACHE_LIMIT_BYTES) {
    problems.push(
      `the precache holds ${(total / 1e6).toFixed(2)} MB, over its limit of ${PRECACHE_LIMIT_BYTES / 1e6} MB`,
    );
  }
  const onlineOnly = onlineOnlyEntryFiles(viteManifest);
  for (const { url } of entries) {
    const path = url.replace(/^\//, '');
    const name = path.split('/').pop();
    if (onlineOnly.has(path) || (path.startsWith('assets/') && /^admin[-.]/.test(name))) {
      problems.push(`the precache holds ${path}, a screen of the back-office or the professional workspace`);
    }
    if (COMPRESSED_COPY.test(path)) problems.push(`the precache holds ${path}, a compressed copy`);
  }
  return problems;
}
