// The service worker's precache as built (apps/web/dist/sw.js; docs/product.md#offline-play): the
// list post-build.mjs wrote into it, each file's raw and gzip size, and what breaks the rules of
// apps/web/build/precache.mjs (over 3 MB, an admin or professional screen, a compressed copy).
// Shared by `npm run check:budget` (bench/budget.mjs) and `npm run bench:offline`.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PRECACHE_LIMIT_BYTES, precacheProblems } from '../../apps/web/build/precache.mjs';
import { WEB_DIST } from './bundle-sizes.mjs';

export { PRECACHE_LIMIT_BYTES };

/** The `[{ revision, url }, …]` Workbox wrote in place of `self.__WB_MANIFEST`. */
export function precacheList(swSource) {
  if (swSource.includes('self.__WB_MANIFEST'))
    throw new Error('dist/sw.js has no precache list: post-build did not run');
  const list = /\[\{"(?:revision|url)":[\s\S]*?\}\]/.exec(swSource);
  if (!list) throw new Error('dist/sw.js: no precache list found');
  return JSON.parse(list[0]);
}

/**
 * `{ entries, raw, gzip, problems }`: every precached file with its size as stored on the device
 * (`raw`) and as sent (`gzip`, level 9 as the server's `.gz`), the totals, and the broken rules.
 */
export function readPrecache(dist = WEB_DIST) {
  const sw = join(dist, 'sw.js');
  const manifest = join(dist, '.vite/manifest.json');
  if (!existsSync(sw) || !existsSync(manifest)) {
    throw new Error(`${dist} has no service worker or build manifest: run \`npm run build\` first`);
  }
  const entries = precacheList(readFileSync(sw, 'utf8')).map(({ url }) => {
    const bytes = readFileSync(join(dist, url));
    return { url, size: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return {
    entries,
    raw: entries.reduce((s, e) => s + e.size, 0),
    gzip: entries.reduce((s, e) => s + e.gzip, 0),
    problems: precacheProblems(entries, JSON.parse(readFileSync(manifest, 'utf8'))),
  };
}

/** One line: how many files, their size raw and gzip, beside the limit. */
export function formatPrecache({ entries, raw, gzip }) {
  const mb = (n) => (n / 1e6).toFixed(2);
  return `precache: ${entries.length} files, ${mb(raw)} MB (${mb(gzip)} MB gzip), limit ${PRECACHE_LIMIT_BYTES / 1e6} MB`;
}
