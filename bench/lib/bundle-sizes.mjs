// The web bundle's sizes and budgets, shared by `npm run check:budget` (bench/budget.mjs) and
// `npm run bench:web` (bench/web.mjs). Reads the built apps/web/dist; never builds.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const WEB_DIST = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));

/**
 * Budgets in kB gzip (1 kB = 1,000 bytes, as Vite's build log) (level 9, as the server's precompressed `.gz`). One row per chunk name
 * (the file name without its hash: `dashboard-Ab12Cd34.js` is `dashboard.js`); the first row whose
 * pattern matches wins, and a chunk no row names falls under `default`. `entry` is the entry chunk
 * together with every chunk it imports statically, i.e. all JavaScript a page runs before its route
 * loads (docs/architecture.md, "Fast by construction"). To change a budget, edit its row; to give a
 * new chunk its own budget, add a row above `default`.
 */
export const BUDGETS = [
  { name: 'entry', match: null, kb: 90, why: 'entry + its static imports: React, the router, the shell' },
  { name: '*-game-*.js', match: /-game\.js$/, kb: 40, why: 'one game, loaded when it starts' },
  {
    name: 'shell.css',
    match: /^shell\.css$/,
    kb: 10.5,
    why: "the one stylesheet (every screen and game, the back-office's too), inlined in the HTML",
  },
  { name: 'react-query.js', match: /^react-query\.js$/, kb: 12, why: 'TanStack Query, with the data layer' },
  {
    name: 'common.js',
    match: /^common\.js$/,
    kb: 14.6,
    why: "what every page shares: the data layer (with its tab sync and the first page's first data), the one API client (JSON, pages, files), the session, the ui components (with field errors), lib/ with the web clock, São Paulo dates",
  },
  {
    name: 'offline.js',
    match: /^offline\.js$/,
    kb: 8,
    why: "what keeps a family's work on the device: the result queue with idb, the connection's notice, the sign-out that sends the queue first (docs/product.md#offline-play)",
  },
  { name: 'zod.js', match: /^zod\.js$/, kb: 27, why: 'zod, only with a form or the player' },
  {
    name: 'admin-activities-edit.js',
    match: /^admin-activities-edit\.js$/,
    kb: 12.5,
    why: "the admin's activity editor: the form, the preview and every content type's authoring schema and editor fields (each found in its type's folder)",
  },
  {
    name: 'admin.js',
    match: /^admin\.js$/,
    kb: 12,
    why: "what the back-office's screens share: its shell, the role's areas, the admin contracts' data and texts; never a family's download",
  },
  { name: 'default', match: /./, kb: 10, why: 'any other chunk: a screen, a shared piece, a picture' },
];

const round = (n) => Math.round(n * 10) / 10;
/** kB as Vite's build log prints them: 1 kB = 1,000 bytes. */
const kb = (bytes) => round(bytes / 1000);

/** `dashboard-Ab12Cd34.js` → `dashboard.js` (Vite's 8-character content hash removed). */
export function chunkName(file) {
  return file.replace(/-[A-Za-z0-9_-]{8}(\.[a-z]+)$/, '$1');
}

/** The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`), not `import()`. */
function staticImports(code) {
  const found = new Set();
  for (const m of code.matchAll(/(?:\bfrom|\bimport)\s*["']\.\/([^"']+\.js)["']/g)) found.add(m[1]);
  return [...found];
}

function budgetFor(name) {
  return BUDGETS.find((b) => b.match && b.match.test(name));
}

/**
 * Every JavaScript and CSS chunk of `dist/assets` with its raw and gzip size and budget, plus the
 * entry: the chunk index.html loads as a module script, with its static imports, recursively.
 */
export function readBundle(dist = WEB_DIST) {
  const assets = join(dist, 'assets');
  if (!existsSync(join(dist, 'index.html')) || !existsSync(assets)) {
    throw new Error(`${dist} has no built web app: run \`npm run build\` first`);
  }
  const sizes = new Map();
  const size = (file) => {
    if (!sizes.has(file)) {
      const raw = readFileSync(join(assets, file));
      sizes.set(file, { file, name: chunkName(file), raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
    }
    return sizes.get(file);
  };

  // Every module script and modulepreload of index.html, and what they import statically.
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const roots = [
    ...html.matchAll(/<script type="module"[^>]*src="\/assets\/([^"]+\.js)"/g),
    ...html.matchAll(/<link rel="modulepreload"[^>]*href="\/assets\/([^"]+\.js)"/g),
  ].map((m) => m[1]);
  if (roots.length === 0) throw new Error(`${join(dist, 'index.html')} loads no module script from /assets`);
  const entryFiles = [];
  const queue = [...roots];
  while (queue.length) {
    const file = queue.shift();
    if (entryFiles.includes(file)) continue;
    entryFiles.push(file);
    queue.push(...staticImports(readFileSync(join(assets, file), 'utf8')));
  }
  const entryParts = entryFiles.map(size);
  const entryBudget = BUDGETS.find((b) => b.name === 'entry');
  const entry = {
    name: 'entry',
    files: entryFiles,
    parts: entryParts,
    raw: entryParts.reduce((s, p) => s + p.raw, 0),
    gzip: entryParts.reduce((s, p) => s + p.gzip, 0),
    budgetKb: entryBudget.kb,
  };

  const chunks = readdirSync(assets)
    .filter((f) => /\.(js|css)$/.test(f))
    .sort()
    .map((f) => {
      const c = size(f);
      // A chunk of the entry counts towards the entry's budget, not a budget of its own.
      if (entryFiles.includes(f)) return { ...c, inEntry: true, budget: 'entry', budgetKb: null };
      const budget = budgetFor(c.name);
      return { ...c, inEntry: false, budget: budget.name, budgetKb: budget.kb };
    });
  return { entry, chunks };
}

/** What is over budget, one line each: the chunk, its size and its budget. */
export function overBudget({ entry, chunks }) {
  const lines = [];
  if (entry.gzip / 1000 > entry.budgetKb) {
    lines.push(
      `entry (${entry.files.join(' + ')}) is ${kb(entry.gzip)} kB gzip, over its budget of ${entry.budgetKb} kB`,
    );
  }
  for (const c of chunks) {
    if (c.budgetKb !== null && c.gzip / 1000 > c.budgetKb) {
      lines.push(`${c.file} is ${kb(c.gzip)} kB gzip, over its budget of ${c.budgetKb} kB (budget "${c.budget}")`);
    }
  }
  return lines;
}

/** The bundle as a table: the entry, then every chunk, largest first, each beside its budget. */
export function formatBundle({ entry, chunks }) {
  const over = (c) => c.budgetKb !== null && c.gzip / 1000 > c.budgetKb;
  const rows = [
    {
      label: 'entry (with static imports)',
      raw: entry.raw,
      gzip: entry.gzip,
      budget: entry.budgetKb,
      over: over(entry),
    },
    ...entry.parts.map((p) => ({ label: `  ${p.file}`, raw: p.raw, gzip: p.gzip, budget: '', over: false })),
    ...[...chunks]
      .sort((a, b) => b.gzip - a.gzip)
      .map((c) => ({
        label: c.file + (c.inEntry ? ' (entry)' : ''),
        raw: c.raw,
        gzip: c.gzip,
        budget: c.budgetKb ?? 'entry',
        over: over(c),
      })),
  ];
  const header = ['chunk', 'raw kB', 'gzip kB', 'budget kB'];
  const cells = rows.map((r) => [r.label, String(kb(r.raw)), String(kb(r.gzip)), String(r.budget)]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const js = chunks.filter((c) => c.file.endsWith('.js'));
  return [
    line(header),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...cells.map((r, i) => line(r) + (rows[i].over ? '  OVER BUDGET' : '')),
    '',
    `All JavaScript: ${js.length} chunks, ${kb(js.reduce((s, c) => s + c.gzip, 0))} kB gzip.`,
  ].join('\n');
}
