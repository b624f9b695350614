// After `vite build` (the web package's build script; docs/architecture.md, "Fast by construction"):
// 1. prerenders the first paint into the HTML: `dist/landing.html` holds the landing page as a
//    visitor without a session sees it (the server answers `/` with it), and `dist/index.html`, the
//    shell of every other page, the app's loading text;
// 2. puts the stylesheet into both documents: the first paint waits for no other request;
// 3. writes the service worker's precache list into dist/sw.js (the family area, build/precache.mjs),
//    now that both documents are final, so each entry's revision is that of the file served;
// 4. writes a `.br` and a `.gz` next to every text file, which the server sends to browsers that
//    accept them (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { injectManifest } from 'workbox-build';
import { familyFiles, htmlEntryFiles, PRECACHE_GLOBS, precacheProblems, selectPrecache } from './precache.mjs';
import { renderHtml, WEB } from './render-html.mjs';

const DIST = join(WEB, 'dist');
const ROOT_DIV = /<div id="root"><\/div>/;
const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/;
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** The document with its one stylesheet inlined (5-6 kB compressed, and no url() inside). */
function inlineStylesheet(html) {
  const link = STYLESHEET.exec(html);
  if (!link) throw new Error('dist/index.html links no stylesheet from /assets');
  const css = readFileSync(join(DIST, link[1]), 'utf8');
  if (/url\(|<\/style/i.test(css)) throw new Error(`${link[1]} cannot be inlined as it is (url() or </style>)`);
  return html.replace(link[0], () => `<style>${css}</style>`);
}

async function prerender() {
  const shell = inlineStylesheet(readFileSync(join(DIST, 'index.html'), 'utf8'));
  if (!ROOT_DIV.test(shell)) throw new Error('dist/index.html has no empty <div id="root"></div> to fill');
  const html = await renderHtml();
  // `data-prerendered` tells main.tsx to hydrate the markup (and that the server saw no session).
  writeFileSync(
    join(DIST, 'landing.html'),
    shell.replace(ROOT_DIV, `<div id="root" data-prerendered>${html.landing}</div>`),
  );
  writeFileSync(join(DIST, 'index.html'), shell.replace(ROOT_DIV, `<div id="root">${html.shell}</div>`));
}

/**
 * Replaces `self.__WB_MANIFEST` in dist/sw.js (compiled by vite-plugin-pwa) with the precache list;
 * fails the build when the list breaks a rule of build/precache.mjs (size, admin, compressed copies).
 */
async function writePrecache() {
  const viteManifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
  const family = familyFiles(viteManifest, htmlEntryFiles(readFileSync(join(DIST, 'index.html'), 'utf8')));
  const problems = [];
  const sw = join(DIST, 'sw.js');
  const result = await injectManifest({
    swSrc: sw,
    swDest: sw,
    globDirectory: DIST,
    globPatterns: PRECACHE_GLOBS,
    // A hashed file's name is its revision; the documents, icons and manifest get a content hash.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (entries) => {
        const selected = selectPrecache(entries, family);
        problems.push(...precacheProblems(selected.manifest, viteManifest));
        return selected;
      },
    ],
  });
  problems.push(...result.warnings);
  if (problems.length) throw new Error(`dist/sw.js precache:\n  ${problems.join('\n  ')}`);
  return result;
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    // dist/.vite holds the build's manifest, read above and never served compressed.
    if (name === '.vite') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Brotli at its best quality and gzip at level 9: written once, served many times. */
function compress() {
  let count = 0;
  for (const path of files(DIST)) {
    if (!COMPRESSIBLE.test(path)) continue;
    const raw = readFileSync(path);
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    // A file too small to gain is served as it is (the server falls back to it).
    if (br.length < raw.length) writeFileSync(`${path}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
    count += 1;
  }
  return count;
}

await prerender();
const precache = await writePrecache();
const count = compress();
console.log(
  `post-build: prerendered dist/landing.html and the shell of dist/index.html; precached ${precache.count} files ` +
    `(${(precache.size / 1e6).toFixed(2)} MB) in dist/sw.js; compressed ${count} files`,
);
