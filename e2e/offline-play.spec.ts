import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { catalogue, childIdOf, familyWithEverything } from './support/games';
import {
  COLOURS,
  KEPT_ON_DEVICE,
  STORY,
  THIRSTY,
  leaveChildMode,
  playColours,
  playStory,
  playThirsty,
  progressRows,
  queuedOnDevice,
  recordProgressSaves,
  startWorkerProxy,
  waitForWorker,
  waitUntilKept,
  weekCompletions,
} from './support/offline';
import { newFamilyWithChild } from './support/session';
import { mockSpeech } from './support/speech';

// docs/product.md#offline-play: the installable app, games played without a connection, and their
// results recorded exactly once when it returns.
test.use({ serviceWorkers: 'allow' });

const VITE_MANIFEST = fileURLToPath(new URL('../apps/web/dist/.vite/manifest.json', import.meta.url));
/** The back-office's own sources (its screens work online only, never precached). */
const ADMIN_SOURCE = /^src\/(app\/routes\/admin-|app\/layout\/admin-|features\/admin\/)/;

test('installable: the manifest and its icons, the worker in control after the first visit, no admin file precached', async ({
  page,
}) => {
  await page.goto('/');
  for (const doc of ['/', '/dashboard']) {
    const html = await (await page.request.get(doc)).text();
    expect(html, `${doc} links the manifest`).toMatch(/<link rel="manifest" href="[^"]+"/);
  }
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await res.json()) as Record<string, unknown> & {
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    id: '/',
    name: 'NeuroBridge',
    short_name: 'NeuroBridge',
    lang: 'pt-BR',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
  });
  const purposes = (icon: { purpose?: string }) => (icon.purpose ?? 'any').split(' ');
  const any = manifest.icons.filter((icon) => purposes(icon).includes('any')).map((icon) => icon.sizes);
  expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => purposes(icon).includes('maskable') && icon.sizes === '512x512')).toBe(true);
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const src of [...manifest.icons.map((icon) => icon.src), apple!]) {
    const icon = await page.request.get(new URL(src, page.url()).pathname);
    expect(icon.status(), src).toBe(200);
    expect(icon.headers()['content-type'], src).toBe('image/png');
  }

  // The first visit installs the worker, which takes the page at once.
  await waitForWorker(page);

  // Its precache list: the family area, never a back-office screen's file.
  const worker = await page.request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const precached = [...(await worker.text()).matchAll(/url["']?\s*:\s*["']\/?([^"']+)["']/g)].map((m) => m[1]!);
  expect(precached).toContain('index.html');
  expect(existsSync(VITE_MANIFEST), 'the build keeps dist/.vite/manifest.json').toBe(true);
  const vite = JSON.parse(readFileSync(VITE_MANIFEST, 'utf8')) as Record<string, { file: string; src?: string }>;
  const admin = Object.values(vite)
    .filter((e) => e.src && ADMIN_SOURCE.test(e.src))
    .map((e) => e.file);
  const games = Object.values(vite)
    .filter((e) => e.src?.startsWith('src/games/'))
    .map((e) => e.file);
  expect(admin.length).toBeGreaterThan(0);
  expect(precached.filter((url) => admin.includes(url))).toEqual([]);
  expect(games.filter((file) => !precached.includes(file))).toEqual([]);
});

test('offline: the dashboard as last seen, the library, three games in child mode, then "Tudo enviado" and each result recorded once with its time', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await mockSpeech(page);
  await familyWithEverything(page, { prefix: 'offline.jogo', parent: 'Lia Campos', child: 'Tomé' });
  const childId = await childIdOf(page, 'Tomé');
  const ids = new Map((await catalogue(page)).map((a) => [a.title, a.id]));
  await waitForWorker(page);
  // The library for the child is kept on the device by itself, content included.
  await waitUntilKept(page, ['Tomé', THIRSTY, STORY, COLOURS]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tomé', exact: true })).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();

  // The library, and the first game from it, in child mode.
  await page.getByTestId('child-card').getByRole('link', { name: 'Iniciar Atividades' }).click();
  await page.waitForURL(/\/activities\?child=\d+$/);
  await page.getByLabel('Categoria').selectOption('communication');
  await page.getByRole('link', { name: `Iniciar Atividade: ${THIRSTY}`, exact: true }).click();
  const games: [string, (p: typeof page) => Promise<void>][] = [
    [THIRSTY, playThirsty],
    [STORY, playStory],
    [COLOURS, playColours],
  ];
  for (const [title, play] of games) {
    // The next ones straight from their address: the worker's shell starts the app offline.
    if (title !== THIRSTY) await page.goto(`/activity/${ids.get(title)}?child=${childId}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Jogar no modo criança' }).click();
    await expect(page.getByRole('region', { name: 'Modo criança' })).toBeVisible();
    await play(page);
    const card = page.getByTestId('completion-card');
    await expect(card.getByText(KEPT_ON_DEVICE)).toBeVisible({ timeout: 10_000 });
    await leaveChildMode(page);
  }
  await expect(page.getByText('Offline — 3 resultados para enviar')).toBeVisible();
  const queued = await queuedOnDevice(page);
  expect(queued.map((item) => [item.kind, item.activityTitle])).toEqual([
    ['progress', THIRSTY],
    ['progress', STORY],
    ['progress', COLOURS],
  ]);
  expect(await progressRows(childId)).toEqual([]);

  const wentOnline = Date.now();
  await context.setOffline(false);
  await expect(page.getByText('Tudo enviado')).toBeVisible({ timeout: 15_000 });
  const rows = await progressRows(childId);
  // One row per queued result, under its key, dated when the game ended on the device.
  expect(rows.map((row) => [row.activity_title, row.idempotency_key, row.completion_date.toISOString()])).toEqual(
    queued.map((item) => [item.activityTitle, item.key, new Date(item.body!.played_at!).toISOString()]),
  );
  for (const row of rows) expect(row.completion_date.getTime()).toBeLessThan(wentOnline);
  await expect.poll(() => queuedOnDevice(page)).toEqual([]);
});

test('exactly once: an answer lost mid-send and two tabs sending at once record each queued result once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await mockSpeech(page);
  await newFamilyWithChild(page, { prefix: 'offline.uma-vez', parent: 'Davi Rocha', child: 'Luna' });
  const childId = await childIdOf(page, 'Luna');
  const thirsty = (await catalogue(page)).find((a) => a.title === THIRSTY)!;
  // A second tab of the same account, on the dashboard.
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(other.getByRole('heading', { name: 'Luna', exact: true })).toBeVisible();
  await page.goto(`/activity/${thirsty.id}?child=${childId}`);
  await expect(page.getByRole('heading', { name: THIRSTY })).toBeVisible();
  await waitForWorker(page);

  // Three results kept offline: the same game three times.
  await context.setOffline(true);
  for (const start of ['Começar', 'Jogar de novo', 'Jogar de novo']) {
    await page.getByRole('button', { name: start, exact: true }).click();
    await playThirsty(page);
    await expect(page.getByTestId('completion-card').getByText(KEPT_ON_DEVICE)).toBeVisible({ timeout: 10_000 });
  }
  await expect(page.getByText('Offline — 3 resultados para enviar')).toBeVisible();
  await expect(other.getByText('Offline — 3 resultados para enviar')).toBeVisible();
  const keys = (await queuedOnDevice(page)).map((item) => item.key);
  expect(new Set(keys).size).toBe(3);

  // The second save reaches the server, but its answer is lost on the way back.
  const sent = recordProgressSaves(context);
  let saves = 0;
  let lost: string | undefined;
  await context.route('**/api/children/*/progress', async (route) => {
    if (route.request().method() === 'POST' && ++saves === 2) {
      lost = route.request().headers()['idempotency-key'];
      await route.fetch();
      return route.abort('connectionreset');
    }
    return route.continue();
  });

  // Both tabs learn the connection is back at the same moment.
  await context.setOffline(false);
  await expect.poll(() => queuedOnDevice(page), { timeout: 30_000 }).toEqual([]);
  const rows = await progressRows(childId);
  expect(rows.map((row) => row.idempotency_key)).toEqual(keys);
  // Sent in order; the lost one again with the same key (the server answered as the first time);
  // no other result twice, whichever tab sent it.
  expect(lost).toBe(keys[1]);
  expect(sent).toEqual([keys[0], keys[1], keys[1], keys[2]]);
  for (const tab of [page, other]) await expect(tab.getByText(/resultados? para enviar/)).toHaveCount(0);
});

test("offline: the child's week shows as last seen, a tick waits on the device and counts once when the connection returns", async ({
  page,
  context,
}) => {
  await newFamilyWithChild(page, { prefix: 'offline.semana', parent: 'Vera Luz', child: 'Nico' });
  const childId = await childIdOf(page, 'Nico');
  const thirsty = (await catalogue(page)).find((a) => a.title === THIRSTY)!;
  const planned = await page.request.post(`/api/children/${childId}/schedule`, {
    data: { activity_id: thirsty.id, day_of_week: 1, time_slot: 'morning' },
    headers: { 'Idempotency-Key': randomUUID() },
  });
  expect(planned.status()).toBe(201);
  const entryId = ((await planned.json()) as { id: number }).id;
  await page.goto(`/child/${childId}/schedule`);
  const entry = page.getByTestId('slot-1-morning').getByTestId('schedule-entry');
  await expect(entry).toContainText(THIRSTY);
  await waitForWorker(page);
  await waitUntilKept(page, ['Nico', THIRSTY]);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Cronograma Semanal de Nico', level: 1 })).toBeVisible();
  await entry.dblclick();
  await expect(entry).toContainText('Feita');
  await expect(entry).toContainText('Aguardando envio');
  await expect(page.getByText('Offline — 1 resultado para enviar')).toBeVisible();
  expect(await weekCompletions(entryId)).toEqual([]);

  await context.setOffline(false);
  await expect(entry).not.toContainText('Aguardando envio', { timeout: 15_000 });
  await expect(entry).toContainText('Feita');
  await expect.poll(() => queuedOnDevice(page)).toEqual([]);
  expect(await weekCompletions(entryId)).toHaveLength(1);
});

/** Appended to the built worker: a new version, which answers which version it is. */
const NEW_VERSION = `
self.addEventListener('fetch', (event) => {
  if (new URL(event.request.url).pathname === '/e2e-worker-version') event.respondWith(new Response('2'));
});
`;

test('an update never interrupts a game: the new version waits for the game to end, then "Atualizar" reloads into it', async ({
  browser,
  baseURL,
}) => {
  // The browser asks for /sw.js itself, unseen by routes: a proxy hands it the new version.
  const proxy = await startWorkerProxy();
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow', proxy: { server: proxy.server } });
  try {
    const page = await context.newPage();
    await mockSpeech(page);
    await page.clock.install();
    await newFamilyWithChild(page, { prefix: 'offline.versao', parent: 'Ana Reis', child: 'Caio' });
    const childId = await childIdOf(page, 'Caio');
    const thirsty = (await catalogue(page)).find((a) => a.title === THIRSTY)!;
    await page.goto(`/activity/${thirsty.id}?child=${childId}`);
    await expect(page.getByRole('heading', { name: THIRSTY })).toBeVisible();
    await waitForWorker(page);
    proxy.serveWorker((await (await page.request.get('/sw.js')).text()) + NEW_VERSION);
    await playThroughUpdate(page);
  } finally {
    await context.close();
    await proxy.close();
  }
});

/** The game open while the new version arrives; the notice after it ends; 'Atualizar' into it. */
async function playThroughUpdate(page: Page) {
  // A game is open when the new version arrives and waits.
  await page.getByRole('button', { name: 'Começar', exact: true }).click();
  await expect(page.getByText('Você está com sede. Mostre o que você quer.')).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
  await expect
    .poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)))
    .toBe(true);
  // The page hears of a waiting worker 200 ms after it installed (workbox-window).
  await page.clock.runFor(1_000);
  const notice = page.getByText('Nova versão disponível — atualizar');
  await expect(notice).toHaveCount(0);
  await expect(page.getByText('Você está com sede. Mostre o que você quer.')).toBeVisible();

  // The game ends: now the parent is offered the new version.
  await playThirsty(page);
  await expect(page.getByTestId('completion-card').getByText(/^Progresso salvo/)).toBeVisible({ timeout: 10_000 });
  await expect(notice).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined();
  await expect
    .poll(() => page.evaluate(() => fetch('/e2e-worker-version').then((r) => (r.ok ? r.text() : ''))))
    .toBe('2');
  await expect(notice).toHaveCount(0);
}
