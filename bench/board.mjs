// `npm run bench:board` (bench/README.md, "Minha prancha"): issue 33's measured targets on the built
// product, with bench:web's seeded parent and child. Through the API (in the page, with the
// session) it gives the child a 6 × 8 home board whose 48 cells each have a photo (WebP made on a
// canvas) and whose first cell has a recorded voice (1 s, recorded by MediaRecorder); then, in child
// mode, in one Chrome profile where the app's worker is registered:
//  - Lighthouse (mobile) on /child/{id}/prancha, the CPU 4× slower and the connection as it is
//    (devtools throttling), BENCH_RUNS runs online and, the server stopped, offline: the median
//    time to interactive, with FCP, LCP, TBT; and once with its default simulated slow 4G, for
//    reference;
//  - the board ready (its 48 cells on screen with every photo decoded), CPU 4× slower, from
//    navigation: online, then offline (the server stopped, the network cut), median of BENCH_RUNS;
//  - a tap on the recorded cell until its audio plays (the media element's `playing`, or a Web
//    Audio source's start), CPU 4× slower, the recording kept on the device: online and offline.
// Targets (issue 33): interactive ≤ 1 s online and offline; a tap speaks within 100 ms.
// BENCH_TRACE=1 also writes Chrome's trace of the first load each way, and the traces Lighthouse read.
// The server, Chrome and the temporary folders are always removed, also on error or Ctrl-C.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { defer, envNumber, log, runMain } from './lib/server.mjs';
import { CHROME_FLAGS, CHROME_PATH, FLAGS, lighthouseScores, metric, run, startSeededServer } from './web.mjs';

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url));
const RUNS = envNumber('BENCH_RUNS', 5, 1);
// BENCH_TRACE=1: Chrome's trace of the first load online and offline, beside the results.
const TRACE = process.env.BENCH_TRACE === '1';
const TAPS = envNumber('BENCH_TAPS', 10, 1);
const CPU_SLOWDOWN = 4;
const TARGETS = { readyMs: 1000, interactiveMs: 1000, tapMs: 100 };
/** Lighthouse's devtools throttling with only the CPU slowed: the connection as it is. */
const CPU_ONLY = {
  cpuSlowdownMultiplier: CPU_SLOWDOWN,
  rttMs: 0,
  throughputKbps: 0,
  requestLatencyMs: 0,
  downloadThroughputKbps: 0,
  uploadThroughputKbps: 0,
};
const ROWS = 6;
const COLS = 8;
const VOICE_LABEL = 'água';
const WAIT_MS = 60_000;

async function launchProfile() {
  const profile = mkdtempSync(join(os.tmpdir(), 'nb-bench-board-chrome-'));
  const removeProfile = defer(`remove ${profile}`, () => rmSync(profile, { recursive: true, force: true }));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    // The recording is made and played without a person's gesture.
    chromeFlags: [...CHROME_FLAGS, '--autoplay-policy=no-user-gesture-required'],
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

/**
 * In the page, with the parent's session: the 6 × 8 board, a photo per cell, a voice on the first.
 * Returns what was made (sizes in bytes), or throws the server's refusal.
 */
function seedBoardInPage({ childId, rows, cols, voiceLabel }) {
  const call = async (method, path, body) => {
    const headers = { 'content-type': 'application/json' };
    if (method === 'POST') headers['Idempotency-Key'] = crypto.randomUUID();
    const res = await fetch(path, { method, headers, body: JSON.stringify(body), credentials: 'include' });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const base64 = async (blob) => {
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(text);
  };
  const photo = async (n) => {
    const canvas = new OffscreenCanvas(512, 512);
    const g = canvas.getContext('2d');
    const gradient = g.createLinearGradient(0, 0, 512, 512);
    gradient.addColorStop(0, `hsl(${(n * 37) % 360} 70% 60%)`);
    gradient.addColorStop(1, `hsl(${(n * 37 + 120) % 360} 70% 40%)`);
    g.fillStyle = gradient;
    g.fillRect(0, 0, 512, 512);
    for (let i = 0; i < 40; i++) {
      g.fillStyle = `hsl(${(n * 13 + i * 29) % 360} 60% ${30 + (i % 5) * 10}%)`;
      g.beginPath();
      g.arc((i * 97 + n * 31) % 512, (i * 53 + n * 17) % 512, 20 + ((i * 7) % 40), 0, Math.PI * 2);
      g.fill();
    }
    g.fillStyle = '#fff';
    g.font = 'bold 160px sans-serif';
    g.fillText(String(n), 80, 320);
    return canvas.convertToBlob({ type: 'image/webp', quality: 0.8 });
  };
  const voice = async () => {
    const context = new AudioContext();
    const oscillator = context.createOscillator();
    const destination = context.createMediaStreamDestination();
    oscillator.connect(destination);
    const recorder = new MediaRecorder(destination.stream, { mimeType: 'audio/webm;codecs=opus' });
    const parts = [];
    recorder.ondataavailable = (e) => parts.push(e.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    oscillator.start();
    recorder.start();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    recorder.stop();
    await stopped;
    oscillator.stop();
    await context.close();
    return new Blob(parts, { type: 'audio/webm' });
  };

  return (async () => {
    const board = await call('POST', `/api/children/${childId}/boards`, { name: 'Prancha 6×8', rows, cols });
    const recording = await voice();
    const voiceInfo = await call('POST', `/api/children/${childId}/boards/media`, {
      kind: 'voice',
      data: await base64(recording),
      duration_ms: 1000,
    });
    const photoBytes = [];
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const n = row * cols + col;
        const blob = await photo(n);
        photoBytes.push(blob.size);
        const info = await call('POST', `/api/children/${childId}/boards/media`, {
          kind: 'photo',
          data: await base64(blob),
        });
        await call('PUT', `/api/children/${childId}/boards/${board.id}/cells/${row}/${col}`, {
          label: n === 0 ? voiceLabel : `foto ${n}`,
          word_class: 'thing',
          photo_id: info.id,
          ...(n === 0 ? { voice_id: voiceInfo.id } : {}),
        });
      }
    }
    return { boardId: board.id, photoBytes, voiceBytes: recording.size };
  })();
}

/** Records, in the page, when the board is ready: every cell on screen, every photo decoded. */
function readyProbe(cells) {
  const marks = (window.__nbBoard = { taps: [] });
  const check = () => {
    if (marks.ready !== undefined) return;
    // The board's cells (board-grid.tsx) and the family's photos in them (the bundled art is none here).
    const grid = document.querySelectorAll('.board-cell');
    const photos = [...document.querySelectorAll('.board-cell img')];
    if (grid.length >= cells && marks.cells === undefined) marks.cells = performance.now();
    if (grid.length < cells || photos.length < cells) return;
    if (photos.some((img) => !img.complete || img.naturalWidth === 0)) return;
    marks.ready = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('load', check, true);
  // The tap: from the finger (the event's own time) to the recording's first sound.
  window.addEventListener('pointerdown', (e) => marks.taps.push({ down: e.timeStamp }), true);
  const played = () => {
    const tap = marks.taps.at(-1);
    if (tap && tap.playing === undefined) tap.playing = performance.now();
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (...args) {
    this.addEventListener('playing', played, { once: true });
    return play.apply(this, args);
  };
  const start = AudioBufferSourceNode.prototype.start;
  AudioBufferSourceNode.prototype.start = function (...args) {
    played();
    return start.apply(this, args);
  };
}

async function slowPage(browser, offline) {
  const page = await browser.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  if (offline) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluateOnNewDocument(readyProbe, ROWS * COLS);
  return page;
}

/** The middle of the cell whose word is `label`, in the page's coordinates (scrolled into view). */
function cellCentre(label) {
  const cell = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === label);
  cell?.scrollIntoView({ block: 'center' });
  const r = cell?.getBoundingClientRect();
  return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null;
}

/**
 * One load of the board: ms from navigation to its cells on screen, and to ready (the photos decoded
 * too). With `tracePath`, Chrome's performance trace of the load is written there (DevTools opens it).
 */
async function loadBoard(browser, url, offline, tracePath) {
  const page = await slowPage(browser, offline);
  try {
    if (tracePath) await page.tracing.start({ path: tracePath, screenshots: false });
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: WAIT_MS });
    try {
      await page.waitForFunction(() => window.__nbBoard?.ready !== undefined, { timeout: 30_000, polling: 100 });
    } catch {
      const seen = await page.evaluate(() => document.body.innerText.slice(0, 300).replace(/\s+/g, ' '));
      throw new Error(`the board was not ready in 30 s${offline ? ' offline' : ''}; the page shows: "${seen}"`);
    }
    if (tracePath) await page.tracing.stop();
    return await page.evaluate(() => ({ cells: window.__nbBoard.cells, ready: window.__nbBoard.ready }));
  } finally {
    await page.close();
  }
}

/** TAPS taps on the recorded cell of a ready board: ms from each pointerdown to the audio playing (null: silent). */
async function tapLatencies(browser, url, offline) {
  const page = await slowPage(browser, offline);
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded', timeout: WAIT_MS });
    await page.waitForFunction(() => window.__nbBoard?.ready !== undefined, { timeout: 30_000, polling: 100 });
    const box = await page.evaluate(cellCentre, VOICE_LABEL);
    if (!box) throw new Error(`no cell "${VOICE_LABEL}" on the board`);
    const latencies = [];
    for (let i = 0; i < TAPS; i++) {
      await page.touchscreen.tap(box.x, box.y);
      await page
        .waitForFunction(() => window.__nbBoard.taps.at(-1)?.playing !== undefined, { timeout: 3_000, polling: 20 })
        .catch(() => {});
      const tap = await page.evaluate(() => window.__nbBoard.taps.at(-1));
      latencies.push(tap?.playing === undefined ? null : tap.playing - tap.down);
      // The recording (1 s) ends before the next tap.
      await new Promise((resolve) => setTimeout(resolve, 1_200));
    }
    return latencies;
  } finally {
    await page.close();
  }
}

/** Waits until the device keeps the board's read (IndexedDB) and every photo and the voice (Cache Storage). */
async function waitUntilKept(page, media) {
  const deadline = Date.now() + 30_000;
  let state;
  do {
    state = await page.evaluate(async () => {
      let kept = 0;
      for (const name of await caches.keys()) {
        if (name.startsWith('neurobridge-board-media-')) kept += (await (await caches.open(name)).keys()).length;
      }
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('neurobridge-cache');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      let read = false;
      if (db.objectStoreNames.contains('accounts')) {
        const rows = await new Promise((resolve) => {
          const request = db.transaction('accounts').objectStore('accounts').getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => resolve([]);
        });
        read = JSON.stringify(rows).includes('Prancha 6×8');
      }
      db.close();
      return { kept, read };
    });
    if (state.kept >= media && state.read) return state;
    await new Promise((resolve) => setTimeout(resolve, 500));
  } while (Date.now() < deadline);
  return state;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const ms = (n) => (n === null || n === undefined ? '—' : `${Math.round(n)} ms`);

async function main() {
  const startedAt = new Date();
  const resultsBase = join(RESULTS_DIR, `board-${startedAt.toISOString().replace(/[:.]/g, '-')}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  if (process.env.BENCH_SKIP_BUILD !== '1') await run('npm', ['run', 'build']);
  const { server, seeded, removeDir } = await startSeededServer();
  const base = server.baseUrl;
  const me = await (await fetch(`${base}/api/users/me`, { headers: { cookie: seeded.cookie } })).json();
  const boardUrl = `${base}/child/${seeded.childId}/prancha`;
  const chrome = await launchProfile();
  const tab = await chrome.browser.newPage();
  const [name, value] = seeded.cookie.split('=');
  await tab.setCookie({ name, value, url: base, httpOnly: true, sameSite: 'Lax' });
  // The worker registers from the parent's pages (outside child mode): the dashboard until it controls the page.
  log('online: the dashboard until the worker controls it…');
  await tab.goto(`${base}/dashboard`, { waitUntil: 'networkidle0' });
  await tab.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.active?.state === 'activated' && Boolean(navigator.serviceWorker.controller);
    },
    { timeout: WAIT_MS, polling: 200 },
  );

  log(`the board: ${ROWS} × ${COLS}, a photo a cell, a voice on "${VOICE_LABEL}"…`);
  const made = await tab.evaluate(seedBoardInPage, {
    childId: seeded.childId,
    rows: ROWS,
    cols: COLS,
    voiceLabel: VOICE_LABEL,
  });
  // Child mode on its home, the child's day (docs/product.md#in-child-mode-and-offline): the board is one of its pages.
  await tab.evaluate(
    (key, state) => localStorage.setItem(key, state),
    `neurobridge.child-mode.${me.id}`,
    JSON.stringify({ path: `/child/${seeded.childId}/meu-dia`, childId: seeded.childId }),
  );
  log('online: the board until the device keeps the board and its media…');
  await tab.goto(boardUrl, { waitUntil: 'networkidle0' });
  const kept = await waitUntilKept(tab, ROWS * COLS + 1);
  if (kept.kept < ROWS * COLS + 1 || !kept.read) {
    log(`(!) kept on the device after 30 s: ${kept.kept} media of ${ROWS * COLS + 1}, the board's read: ${kept.read}`);
  }
  await tab.close();

  /**
   * Lighthouse on the board in this profile (`disableStorageReset`: the device keeps what it kept),
   * `runs` times: the run with the median interactive. `simulated`: Lighthouse's defaults, the load
   * replayed on a slow 4G line (150 ms round trip, 1.6 Mbit/s) with the CPU 4× slower. `cpu`: the
   * CPU 4× slower (devtools throttling) and the connection as it is, so its interactive is what the
   * trace shows, the target's measure.
   */
  const lighthouseBoard = async (mode, where, runs) => {
    const flags = {
      ...FLAGS,
      port: chrome.port,
      disableStorageReset: true,
      ...(mode === 'cpu' && { throttlingMethod: 'devtools', throttling: CPU_ONLY }),
      // With the traces, the JavaScript's samples too (where each task's time went).
      ...(TRACE && { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }),
    };
    const done = [];
    for (let i = 0; i < runs; i++) {
      let run = await lighthouse(boardUrl, flags);
      if (run?.lhr?.runtimeError) run = await lighthouse(boardUrl, flags);
      if (!run?.lhr || run.lhr.runtimeError)
        throw new Error(
          `Lighthouse on ${boardUrl} (${mode}, ${where}): ${run?.lhr?.runtimeError?.message ?? 'no result'}`,
        );
      done.push(run);
    }
    done.sort((a, b) => metric(a.lhr, 'interactive') - metric(b.lhr, 'interactive'));
    const { lhr, artifacts } = done[Math.floor((done.length - 1) / 2)];
    const name = `${mode}.${where}`;
    // The median run's whole report (where the main thread's time went) and, with BENCH_TRACE=1, the trace it read.
    writeFileSync(`${resultsBase}.lighthouse.${name}.json`, JSON.stringify(lhr));
    if (TRACE && artifacts?.Trace)
      writeFileSync(`${resultsBase}.lighthouse.${name}.trace.json`, JSON.stringify(artifacts.Trace));
    return {
      mode,
      where,
      runs: done.map((run) => Math.round(metric(run.lhr, 'interactive'))),
      ...lighthouseScores(lhr),
      interactiveMs: metric(lhr, 'interactive'),
    };
  };
  log(`Lighthouse on the board, online: CPU ${CPU_SLOWDOWN}× (${RUNS} runs), then simulated slow 4G…`);
  const lighthouseRows = [
    await lighthouseBoard('cpu', 'online', RUNS),
    await lighthouseBoard('simulated', 'online', 1),
  ];

  const measure = async (offline) => {
    const loads = [];
    for (let i = 0; i < RUNS; i++) {
      const trace = TRACE && i === 0 ? `${resultsBase}.${offline ? 'offline' : 'online'}.trace.json` : undefined;
      loads.push(await loadBoard(chrome.browser, boardUrl, offline, trace));
    }
    const ready = loads.map((l) => l.ready);
    const taps = await tapLatencies(chrome.browser, boardUrl, offline);
    const heard = taps.filter((t) => t !== null);
    return {
      loads,
      ready,
      cellsMedian: median(loads.map((l) => l.cells)),
      readyMedian: median(ready),
      taps,
      tapMedian: heard.length ? median(heard) : null,
      silent: taps.length - heard.length,
    };
  };
  log(`online: ${RUNS} loads of the board and ${TAPS} taps on "${VOICE_LABEL}" (CPU ${CPU_SLOWDOWN}×)…`);
  const online = await measure(false);
  log('offline: the server stops; Lighthouse (CPU 4×) and the same loads and taps again…');
  await server.stop();
  lighthouseRows.push(await lighthouseBoard('cpu', 'offline', RUNS));
  const offline = await measure(true);
  await chrome.stop();
  await removeDir();

  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log('');
  console.log(
    `board: ${ROWS} × ${COLS}, photos ${kb(Math.min(...made.photoBytes))}–${kb(Math.max(...made.photoBytes))} ` +
      `(${kb(made.photoBytes.reduce((a, b) => a + b, 0))} in all), voice ${kb(made.voiceBytes)}`,
  );
  for (const row of lighthouseRows) {
    const target =
      row.mode === 'cpu' ? ` (target ≤ ${TARGETS.interactiveMs} ms)` : ' (no target: the line, not the page)';
    console.log(
      `Lighthouse ${row.where}, ${row.mode === 'cpu' ? `CPU ${CPU_SLOWDOWN}×` : 'simulated slow 4G and CPU 4×'}: ` +
        `performance ${row.performance}, accessibility ${row.accessibility}, interactive ${ms(row.interactiveMs)}${target}, ` +
        `FCP ${ms(row.fcpMs)}, LCP ${ms(row.lcpMs)}, TBT ${ms(row.tbtMs)}` +
        (row.runs.length > 1 ? `; interactive in its runs ${row.runs.join(' ')}` : ''),
    );
  }
  for (const [label, r] of [
    ['online', online],
    ['offline', offline],
  ]) {
    console.log(
      `${label}: board ready (48 cells, photos decoded) median ${ms(r.readyMedian)} (target ≤ ${TARGETS.readyMs} ms), ` +
        `its cells on screen ${ms(r.cellsMedian)}; runs ${r.ready.map((n) => Math.round(n)).join(' ')}`,
    );
    console.log(
      `${label}: tap to audio median ${ms(r.tapMedian)} (target ≤ ${TARGETS.tapMs} ms); taps ${r.taps.map(ms).join(' ')}` +
        (r.silent ? `; ${r.silent} tap(s) played nothing in 3 s` : ''),
    );
  }

  const file = `${resultsBase}.json`;
  const result = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date().toISOString(),
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      loadAverage: os.loadavg(),
    },
    cpuSlowdown: CPU_SLOWDOWN,
    targets: TARGETS,
    board: { rows: ROWS, cols: COLS, photoBytes: made.photoBytes, voiceBytes: made.voiceBytes },
    lighthouse: lighthouseRows,
    online,
    offline,
  };
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`\nResults written to ${relative(process.cwd(), file) || file} (and Lighthouse's reports beside it)`);

  const failures = [
    ...lighthouseRows
      .filter((row) => row.mode === 'cpu' && row.interactiveMs > TARGETS.interactiveMs)
      .map((row) => `Lighthouse interactive ${row.where} over 1 s`),
    ...[online, offline].flatMap((r, i) => {
      const where = i ? 'offline' : 'online';
      return [
        ...(r.readyMedian > TARGETS.readyMs ? [`board ready ${where} over 1 s`] : []),
        ...(r.tapMedian === null ? [`no recording played ${where}`] : []),
        ...(r.tapMedian !== null && r.tapMedian > TARGETS.tapMs ? [`tap to audio ${where} over 100 ms`] : []),
      ];
    }),
  ];
  for (const line of failures) console.log(`(!) ${line}`);
  return failures.length ? 1 : 0;
}

runMain(main, { budgetMs: 20 * 60_000 });
