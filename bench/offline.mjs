// `npm run bench:offline` (bench/README.md): the installable app on the built product, with the
// seeded parent and child of bench:web. In one Chrome profile it opens the landing page, then the
// dashboard, the library and a game online until the service worker controls the page and has
// precached; prints the precache (raw and gzip, no admin file in the browser's cache); asks Chrome
// whether the landing page and the dashboard are installable; runs bench:web's Lighthouse on its
// four pages with the worker registered; then stops the server and measures cold starts offline:
// a new page, CPU throttled 4×, from navigation to the game's first answer enabled (median of 5).
// The server, Chrome and the temporary folders are always removed, also on error or Ctrl-C.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { formatPrecache, readPrecache } from './lib/precache.mjs';
import { defer, envNumber, log, runMain } from './lib/server.mjs';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  FLAGS,
  lighthouseScores,
  metric,
  missesTarget,
  PAGES,
  printTable,
  run,
  startSeededServer,
  TARGETS,
} from './web.mjs';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
/** Cold starts offline: runs, the CPU slowdown, and the target for the median (ms). */
const COLD_RUNS = envNumber('BENCH_COLD_RUNS', 5, 1);
const CPU_SLOWDOWN = 4;
const COLD_TARGET_MS = 1500;
/** Lighthouse runs per page with the worker registered (the median run's row, as bench:web). */
const RUNS = envNumber('BENCH_RUNS', 3, 1);
const WAIT_MS = 60_000;

/** Records, in the page, when 'Começar' is enabled (and presses it) and when the game's first answer is. */
function coldStartProbe() {
  const marks = (window.__nbBench = {});
  const check = () => {
    if (marks.start === undefined) {
      const start = [...document.querySelectorAll('button')].find(
        (b) => b.textContent.trim() === 'Começar' && !b.disabled,
      );
      if (!start) return;
      marks.start = performance.now();
      start.click();
    } else if (marks.playable === undefined) {
      const option = document.querySelector('[role="group"] button:not([disabled]):not([aria-disabled="true"])');
      if (option && document.body.textContent.includes('Pergunta 1 de')) marks.playable = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

async function launchProfile() {
  const profile = mkdtempSync(join(os.tmpdir(), 'nb-bench-offline-chrome-'));
  const removeProfile = defer(`remove ${profile}`, () => rmSync(profile, { recursive: true, force: true }));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
    logLevel: 'silent',
  });
  const kill = defer('stop Chrome', async () => {
    try {
      await chrome.kill();
    } catch {
      // already gone
    }
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    port: chrome.port,
    browser,
    stop: async () => (await browser.disconnect(), await kill(), await removeProfile()),
  };
}

/** Waits until the app's worker is activated (its precache complete) and controls the page. */
async function waitForWorker(page) {
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && Boolean(navigator.serviceWorker.controller);
    },
    { timeout: WAIT_MS, polling: 200 },
  );
}

async function installabilityErrors(page) {
  const cdp = await page.createCDPSession();
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  await cdp.detach();
  return installabilityErrors.map((e) => e.errorId);
}

/** What the browser's caches hold: the precache's URLs (paths) and the origin's storage in use. */
async function browserCaches(page) {
  return page.evaluate(async () => {
    const urls = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    const { usage } = await navigator.storage.estimate();
    return { urls, usage };
  });
}

/** Waits until the account's reads kept on the device (IndexedDB) mention every text. */
async function waitUntilKept(page, texts) {
  const missing = () =>
    page.evaluate(async (wanted) => {
      let kept = '';
      for (const { name } of await indexedDB.databases()) {
        const db = await new Promise((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const store of db.objectStoreNames) {
          const rows = await new Promise((resolve) => {
            const request = db.transaction(store).objectStore(store).getAll();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => resolve([]);
          });
          kept += JSON.stringify(rows);
        }
        db.close();
      }
      return wanted.filter((text) => !kept.includes(text));
    }, texts);
  const deadline = Date.now() + 20_000;
  let left = await missing();
  while (left.length && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = await missing();
  }
  return left;
}

/** Lighthouse on one page of bench:web, in the profile where the worker is registered (kept: no storage reset). */
async function lighthouseRow(port, page, url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    let lhr = (await lighthouse(url, { ...FLAGS, port, disableStorageReset: true }))?.lhr;
    // Lighthouse sometimes fails to record a trace (NO_NAVSTART, …): such a run is tried again, once.
    if (lhr?.runtimeError) lhr = (await lighthouse(url, { ...FLAGS, port, disableStorageReset: true }))?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    runs.push({
      page: page.name,
      url,
      ...lighthouseScores(lhr),
      cls: metric(lhr, 'cumulative-layout-shift'),
    });
  }
  const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)];
  return {
    ...median,
    accessibility: Math.min(...runs.map((r) => r.accessibility)),
    runs: runs.map((r) => ({ performance: r.performance, accessibility: r.accessibility, tbtMs: r.tbtMs })),
  };
}

/** One cold start offline: a new page, CPU slowed, navigation to the game; the probe's marks (ms from navigation). */
async function coldStart(browser, url) {
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.evaluateOnNewDocument(coldStartProbe);
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: WAIT_MS });
    try {
      await page.waitForFunction(() => window.__nbBench?.playable !== undefined, { timeout: 30_000, polling: 100 });
    } catch {
      const seen = await page.evaluate(() => document.body.innerText.slice(0, 300).replace(/\s+/g, ' '));
      throw new Error(`offline, the game did not become playable in 30 s; the page shows: "${seen}"`);
    }
    return await page.evaluate(() => ({
      ...window.__nbBench,
      controlled: Boolean(navigator.serviceWorker.controller),
    }));
  } finally {
    await page.close();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

async function main() {
  const startedAt = new Date();
  if (process.env.BENCH_SKIP_BUILD !== '1') await run('npm', ['run', 'build']);
  const precache = readPrecache();
  console.log(`\n${formatPrecache(precache)}`);
  for (const line of precache.problems) console.log(`(!) ${line}`);

  const { server, seeded, removeDir } = await startSeededServer();
  const base = server.baseUrl;
  const gameUrl = `${base}/activity/${seeded.gameActivityId}?child=${seeded.childId}`;
  const game = await (
    await fetch(`${base}/api/activities/${seeded.gameActivityId}`, { headers: { cookie: seeded.cookie } })
  ).json();
  const chrome = await launchProfile();
  const tab = await chrome.browser.newPage();

  // The landing page, signed out: the worker installs there too.
  log(`landing page (${base}/) until the worker controls it…`);
  await tab.goto(`${base}/`, { waitUntil: 'networkidle0' });
  await waitForWorker(tab);
  const installability = { landing: await installabilityErrors(tab) };

  // Signed in: the dashboard, the library and the game online, so the app keeps what they showed.
  const [name, value] = seeded.cookie.split('=');
  await tab.setCookie({ name, value, url: base, httpOnly: true, sameSite: 'Lax' });
  for (const path of ['/dashboard', `/activities?child=${seeded.childId}`, gameUrl.slice(base.length)]) {
    log(`online: ${path}`);
    await tab.goto(base + path, { waitUntil: 'networkidle0' });
    await waitForWorker(tab);
  }
  const notKept = await waitUntilKept(tab, ['Lia', game.title]);
  if (notKept.length) log(`(!) not kept on the device after 20 s: ${notKept.join(', ')}`);
  await tab.goto(`${base}/dashboard`, { waitUntil: 'networkidle0' });
  installability.dashboard = await installabilityErrors(tab);
  const cached = await browserCaches(tab);
  const listed = new Set(precache.entries.map((e) => `/${e.url}`));
  const cachedAdmin = cached.urls.filter(
    (url) => /^\/assets\/admin[-.]/.test(url.split('/').pop() ?? '') || !listed.has(url),
  );
  await tab.close();

  log(`Lighthouse with the worker registered, ${RUNS} run(s) a page…`);
  const rows = [];
  for (const page of PAGES) {
    const url = base + page.path(seeded);
    // The landing page is a signed-out visitor's: the session cookie leaves the profile for it.
    const cdp = await chrome.browser.target().createCDPSession();
    if (!page.signedIn) await cdp.send('Storage.clearCookies');
    log(`Lighthouse: ${page.name} (${url})…`);
    rows.push(await lighthouseRow(chrome.port, page, url));
    if (!page.signedIn) {
      const setter = await chrome.browser.newPage();
      await setter.setCookie({ name, value, url: base, httpOnly: true, sameSite: 'Lax' });
      await setter.close();
    }
    await cdp.detach();
  }

  log(
    `offline: the server stops; ${COLD_RUNS} cold starts of ${gameUrl.slice(base.length)} (CPU ${CPU_SLOWDOWN}× slower)…`,
  );
  await server.stop();
  const cold = [];
  for (let i = 0; i < COLD_RUNS; i++) cold.push(await coldStart(chrome.browser, gameUrl));
  await chrome.stop();
  await removeDir();

  const coldMedian = { start: median(cold.map((c) => c.start)), playable: median(cold.map((c) => c.playable)) };
  const mb = (n) => `${(n / 1e6).toFixed(2)} MB`;
  console.log('');
  console.log(
    `precache: ${precache.entries.length} files, ${mb(precache.raw)} raw, ${mb(precache.gzip)} gzip (limit 3 MB)`,
  );
  console.log(
    `in the browser: ${cached.urls.length} cached requests, storage in use ${mb(cached.usage)}; ` +
      `admin or unlisted URLs: ${cachedAdmin.length ? cachedAdmin.join(', ') : 'none'}`,
  );
  for (const [page, errors] of Object.entries(installability)) {
    console.log(`installable (${page}): ${errors.length ? `no — ${errors.join(', ')}` : 'yes, no errors'}`);
  }
  console.log(
    `cold start offline (median of ${COLD_RUNS}, CPU ${CPU_SLOWDOWN}×): 'Começar' enabled ${Math.round(coldMedian.start)} ms, ` +
      `first answer enabled ${Math.round(coldMedian.playable)} ms (target ≤ ${COLD_TARGET_MS} ms); runs: ` +
      cold.map((c) => Math.round(c.playable)).join(' '),
  );
  console.log('');
  printTable(rows);

  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `offline-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverage: os.loadavg(),
    },
    precache: { files: precache.entries.length, raw: precache.raw, gzip: precache.gzip, problems: precache.problems },
    browser: { cachedRequests: cached.urls.length, storageUsage: cached.usage, adminOrUnlisted: cachedAdmin },
    installability,
    coldStart: { runs: cold, median: coldMedian, targetMs: COLD_TARGET_MS, cpuSlowdown: CPU_SLOWDOWN },
    lighthouse: { targets: TARGETS, pages: rows },
  };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nResults written to ${relative(process.cwd(), file) || file}`);

  const failures = [
    ...precache.problems,
    ...(cachedAdmin.length ? ['the browser cached an admin or unlisted file'] : []),
    ...Object.entries(installability)
      .filter(([, errors]) => errors.length)
      .map(([page]) => `${page} not installable`),
    ...(coldMedian.playable > COLD_TARGET_MS ? ['cold start offline over target'] : []),
    ...rows.filter(missesTarget).map((r) => `${r.page} below the Lighthouse targets`),
  ];
  for (const line of failures) console.log(`(!) ${line}`);
  return failures.length ? 1 : 0;
}

runMain(main, { budgetMs: 30 * 60_000 });
