// `npm run bench:web` (bench/README.md): builds the product, prints the bundle beside its budgets,
// then runs Lighthouse (mobile, simulated throttling) on the landing page, the dashboard, the
// library and a game against the built server on a fresh embedded database with a seeded parent.
// The server, Chrome and the temporary data folder are always removed, also on error or Ctrl-C.
// bench/offline.mjs runs the same pages with the app's service worker registered, through the
// pieces exported here.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { snapshot } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { formatBundle, overBudget, readBundle } from './lib/bundle-sizes.mjs';
import {
  defer,
  envNumber,
  log,
  requireServer,
  ROOT,
  runMain,
  seedUsersWithSessions,
  startServer,
} from './lib/server.mjs';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The targets of issue 9: every page must reach both scores. */
export const TARGETS = { performance: 95, accessibility: 100 };

/**
 * The measured pages. `path(seed)` builds the URL from the seeded rows; `signedIn` sends the seeded
 * parent's session cookie. `play` also opens the game and checks its accessibility as it is played
 * (a Lighthouse snapshot: the player has no URL of its own, docs/product.md#activity-player).
 * To measure another page, add a row (and seed what it shows in `seed()`).
 */
export const PAGES = [
  { name: 'landing', path: () => '/', signedIn: false },
  { name: 'dashboard', path: () => '/dashboard', signedIn: true },
  { name: 'library', path: (s) => `/activities?child=${s.childId}`, signedIn: true },
  { name: 'game', path: (s) => `/activity/${s.gameActivityId}?child=${s.childId}`, signedIn: true, play: true },
];

/** A free activity with a game (the emotion game), from the seeded catalogue. */
const GAME_SEED_KEY = 'como-eles-se-sentem';
/**
 * Lighthouse runs per page; the page's figures are those of the run with the median performance
 * score (Lighthouse's own advice for variable results: several runs, the median).
 */
const RUNS = envNumber('BENCH_RUNS', 3, 1);
/** `BENCH_TRACE=1` also saves each page's trace (median run), to open in Chrome DevTools' Performance panel. */
const SAVE_TRACE = process.env.BENCH_TRACE === '1';
const ONLY = (process.env.BENCH_PAGES || '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

// ---------------------------------------------------------------------------------------------

export function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: exit ${code}`)),
    );
  });
}

/**
 * A parent who sees the real screens: a live session, the current terms accepted (else every
 * signed-in page opens the terms first, docs/product.md#accepting-the-terms), a trial running and
 * one child with a little progress. Returns the cookie value and the ids the page URLs need.
 */
export async function seed(query) {
  const { userIds, tokens } = await seedUsersWithSessions(query, {
    count: 1,
    issuer: 'http://127.0.0.1/bench-web',
    prefix: 'bench-web',
    userAgent: 'lighthouse',
    role: 'parent',
  });
  const userId = userIds[0];
  await query(
    `insert into subscriptions (parent_user_id, plan_type, status, trial_start_date, trial_end_date)
     values ($1, 'trial', 'trial', now(), now() + interval '7 days')`,
    [userId],
  );
  const child = await query(
    `insert into children (parent_user_id, name, birth_date, diagnosis_tea, tea_level)
     values ($1, 'Lia', date '2019-05-10', true, 1) returning id`,
    [userId],
  );
  const childId = child.rows[0].id;
  await query(
    `insert into progress_entries (child_id, activity_id, activity_title, activity_category, status, score, seconds_spent, completion_date)
     select $1, a.id, a.title, a.category, 'completed', 80, 360, now() - (g || ' days')::interval
     from activities a, generate_series(0, 2) as g
     where a.seed_key = $2`,
    [childId, GAME_SEED_KEY],
  );
  const game = await query(`select id from activities where seed_key = $1 and not is_premium`, [GAME_SEED_KEY]);
  if (!game.rows[0]) throw new Error(`the catalogue has no free activity "${GAME_SEED_KEY}"`);
  return { cookie: `nb_session=${tokens[0]}`, childId, gameActivityId: game.rows[0].id };
}

/** The seeded parent must really be signed in, a parent, with the terms accepted, or the scores mean nothing. */
export async function checkSeed(baseUrl, cookie) {
  const me = await fetch(`${baseUrl}/api/users/me`, { headers: { cookie } });
  if (me.status !== 200) throw new Error(`the seeded session is not signed in: /api/users/me answered ${me.status}`);
  const { role } = await me.json();
  if (role !== 'parent')
    throw new Error(`the seeded account is not a parent (role ${role}): the pages would be onboarding`);
  const terms = await (await fetch(`${baseUrl}/api/terms/check`, { headers: { cookie } })).json();
  if (terms.hasAccepted !== true)
    throw new Error(`the seeded parent has not accepted the terms: ${JSON.stringify(terms)}`);
}

async function launchChrome() {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  const kill = defer('stop Chrome', async () => {
    try {
      await chrome.kill();
    } catch {
      // already gone
    }
  });
  return { port: chrome.port, kill };
}

export const FLAGS = { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };

export function metric(lhr, id) {
  return lhr.audits[id]?.numericValue;
}

/** The scores and paint figures every Lighthouse table of the benchmarks shows, from one report. */
export function lighthouseScores(lhr) {
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    failing: { performance: failingAudits(lhr, 'performance'), accessibility: failingAudits(lhr, 'accessibility') },
  };
}

/** What Lighthouse found short of perfect, for the table's footnotes. */
export function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 || category === 'performance')
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`);
}

/** RUNS runs of a page; the row of the median one, with every run's scores beside it. */
async function measurePage(page, url, cookie) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureWithRetry(page, url, cookie, i === 0 && page.play));
  const sorted = [...runs].sort((a, b) => a.row.performance - b.row.performance);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const row = {
    ...median.row,
    playing: runs[0].row.playing,
    runs: runs.map(({ row: r }) => ({ performance: r.performance, accessibility: r.accessibility, tbtMs: r.tbtMs })),
    // A run below 100 on accessibility is a finding even if the median run is not.
    accessibility: Math.min(...runs.map((r) => r.row.accessibility)),
  };
  return { row, lhr: median.lhr, trace: median.trace };
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, …): such a run is tried again, once. */
async function measureWithRetry(page, url, cookie, play) {
  try {
    return await measurePageOnce(page, url, cookie, play);
  } catch (err) {
    if (!(err instanceof LighthouseRunError)) throw err;
    log(`${err.message}; trying once more`);
    return measurePageOnce(page, url, cookie, play);
  }
}

class LighthouseRunError extends Error {}

async function measurePageOnce(page, url, cookie, play) {
  const chrome = await launchChrome();
  try {
    const flags = { ...FLAGS, port: chrome.port, extraHeaders: cookie ? { Cookie: cookie } : undefined };
    const result = await lighthouse(url, flags);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) {
      throw new LighthouseRunError(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    }
    const row = {
      page: page.name,
      url,
      ...lighthouseScores(lhr),
      cls: metric(lhr, 'cumulative-layout-shift'),
      speedIndexMs: metric(lhr, 'speed-index'),
      warnings: lhr.runWarnings,
      lighthouseVersion: lhr.lighthouseVersion,
    };
    if (play) row.playing = await measurePlaying(chrome.port, url, cookie);
    return { row, lhr, trace: SAVE_TRACE ? result.artifacts.Trace : undefined };
  } finally {
    await chrome.kill();
  }
}

/** Opens the detail, presses "Começar" and takes a Lighthouse snapshot of the game being played. */
async function measurePlaying(port, url, cookie) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  try {
    const tab = await browser.newPage();
    if (cookie) await tab.setExtraHTTPHeaders({ Cookie: cookie });
    await tab.goto(url, { waitUntil: 'networkidle0' });
    const start = await tab.waitForSelector('::-p-text(Começar)', { timeout: 15_000 });
    await start.click();
    // The quiz shell names its progress "Pergunta 1 de N" once the game chunk has loaded.
    await tab.waitForSelector('::-p-text(Pergunta 1 de)', { timeout: 15_000 });
    const result = await snapshot(tab, { flags: { ...FLAGS, onlyCategories: ['accessibility'] } });
    const lhr = result.lhr;
    return {
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      failing: failingAudits(lhr, 'accessibility'),
    };
  } finally {
    await browser.disconnect();
  }
}

// ---------------------------------------------------------------------------------------------
// Report

const ms = (v) => (v === undefined ? 'n/a' : `${Math.round(v)} ms`);

export function printTable(rows) {
  const header = ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'runs (performance)'];
  const mark = (score, target) => `${score}${score < target ? ' (!)' : ''}`;
  const body = [
    ['target', `≥ ${TARGETS.performance}`, `${TARGETS.accessibility}`, '', '', '', '', ''],
    ...rows.flatMap((r) => [
      [
        r.page,
        mark(r.performance, TARGETS.performance),
        mark(r.accessibility, TARGETS.accessibility),
        ms(r.fcpMs),
        ms(r.lcpMs),
        ms(r.tbtMs),
        r.cls === undefined ? 'n/a' : r.cls.toFixed(3),
        r.runs.map((run) => run.performance).join(' '),
      ],
      ...(r.playing
        ? [[`${r.page} (playing)`, '', mark(r.playing.accessibility, TARGETS.accessibility), '', '', '', '', '']]
        : []),
    ]),
  ];
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((line) => line[i].length)));
  const format = (cells) =>
    cells
      .map((c, i) => (i === 0 || i === 7 ? c.padEnd(widths[i]) : c.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of body) console.log(format(line));
  for (const r of rows) {
    const notes = [
      ...r.failing.performance.map((a) => `performance: ${a}`),
      ...r.failing.accessibility.map((a) => `accessibility: ${a}`),
      ...(r.playing?.failing ?? []).map((a) => `accessibility while playing: ${a}`),
    ];
    if (notes.length) console.log(`\n${r.page}:\n  ${notes.join('\n  ')}`);
  }
}

export const missesTarget = (r) =>
  r.performance < TARGETS.performance ||
  r.accessibility < TARGETS.accessibility ||
  (r.playing && r.playing.accessibility < TARGETS.accessibility);

// ---------------------------------------------------------------------------------------------

/**
 * A fresh embedded database seeded with the parent of `seed()`, and the built server on it. Returns
 * `{ server, seeded, removeDir }`; the server and the folder are also removed by the cleanup registry.
 */
export async function startSeededServer() {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'nb-bench-web-'));
  const removeDir = defer(`remove ${dataDir}`, () => rmSync(dataDir, { recursive: true, force: true }));
  const dbEnv = { DATA_DIR: dataDir };
  log(`PGlite: data folder ${dataDir}; first start (migrations + default seed)…`);
  // The server holds a lock on its data folder: it is stopped for seeding and started again.
  let server = await startServer('server (first start)', dbEnv);
  await server.stop();
  const { PGlite } = requireServer('@electric-sql/pglite');
  const pglite = new PGlite(join(dataDir, 'pglite'));
  let seeded;
  try {
    await pglite.waitReady;
    seeded = await seed((sql, params) => pglite.query(sql, params));
  } finally {
    await pglite.close();
  }
  server = await startServer('server', dbEnv);
  await checkSeed(server.baseUrl, seeded.cookie);
  return { server, seeded, removeDir };
}

async function main() {
  const startedAt = new Date();
  const pages = ONLY.length ? PAGES.filter((p) => ONLY.includes(p.name)) : PAGES;
  if (ONLY.length && pages.length !== ONLY.length) {
    throw new Error(`BENCH_PAGES: unknown page in "${ONLY.join(',')}" (use ${PAGES.map((p) => p.name).join(', ')})`);
  }
  if (process.env.BENCH_SKIP_BUILD !== '1') await run('npm', ['run', 'build']);

  const bundle = readBundle();
  console.log('');
  console.log(formatBundle(bundle));
  const overBundle = overBudget(bundle);
  for (const line of overBundle) console.log(`(!) ${line}`);

  const { server, seeded, removeDir } = await startSeededServer();
  log(`server at ${server.baseUrl}; Lighthouse runs one page at a time (mobile, simulated throttling)`);

  const stamp = startedAt.toISOString().replace(/[:.]/g, '-');
  mkdirSync(RESULTS_DIR, { recursive: true });
  const rows = [];
  for (const page of pages) {
    const url = server.baseUrl + page.path(seeded);
    log(`Lighthouse: ${page.name} (${url})…`);
    const { row, lhr, trace } = await measurePage(page, url, page.signedIn ? seeded.cookie : undefined);
    if (trace) writeFileSync(join(RESULTS_DIR, `web-${stamp}-${page.name}.trace.json`), JSON.stringify(trace));
    // The whole report, to open in the Lighthouse viewer (https://googlechrome.github.io/lighthouse/viewer/).
    row.report = join(RESULTS_DIR, `web-${stamp}-${page.name}.lhr.json`);
    writeFileSync(row.report, JSON.stringify(lhr));
    rows.push(row);
  }
  await server.stop();
  await removeDir();

  console.log('');
  printTable(rows);

  const file = join(RESULTS_DIR, `web-${stamp}.json`);
  const json = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverage: os.loadavg(),
      lighthouse: rows[0]?.lighthouseVersion,
      chrome: CHROME_PATH,
    },
    targets: TARGETS,
    bundle: {
      entry: {
        files: bundle.entry.files,
        raw: bundle.entry.raw,
        gzip: bundle.entry.gzip,
        budgetKb: bundle.entry.budgetKb,
      },
      chunks: bundle.chunks,
      overBudget: overBundle,
    },
    pages: rows,
  };
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  console.log(`\nResults written to ${relative(process.cwd(), file) || file}`);

  const missed = rows.filter(missesTarget);
  if (missed.length) console.log(`(!) below target: ${missed.map((r) => r.page).join(', ')}`);
  if (overBundle.length) console.log(`(!) ${overBundle.length} chunk(s) over budget`);
  return missed.length || overBundle.length ? 1 : 0;
}

// Run as `npm run bench:web`; bench/offline.mjs only imports the pieces above.
if (process.argv[1] === fileURLToPath(import.meta.url)) runMain(main, { budgetMs: 30 * 60_000 });
