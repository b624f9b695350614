// After `vite build` (the web package's build script; docs/architecture.md, "Fast by construction"):
// 1. prerenders the first paint into the HTML: `dist/landing.html` holds the landing page as a
//    visitor without a session sees it (the server answers `/` with it), and `dist/index.html`, the
//    shell of every other page, the app's loading text;
// 2. puts the stylesheet into both documents: the first paint waits for no other request;
// 3. writes a `.br` and a `.gz` next to every text file, which the server sends to browsers that
//    accept them (@fastify/static `preCompressed`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

function* files(dir) {
  for (const name of readdirSync(dir)) {
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
const count = compress();
console.log(`post-build: prerendered dist/landing.html and the shell of dist/index.html; compressed ${count} files`);
