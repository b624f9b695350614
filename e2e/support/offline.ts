import { createServer, request, type IncomingMessage } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { sql } from './db';

/**
 * What the offline journeys need (docs/product.md#offline-play): the app's service worker in
 * control, what the device keeps (IndexedDB, the worker's caches, localStorage) read as a person
 * inspecting the browser would, the results the server recorded, and three short games played to
 * the end.
 */

/** The queue's database and the account's reads kept on the device (lib/offline/). */
export const QUEUE_DB = 'neurobridge-queue';
export const CACHE_DB = 'neurobridge-cache';

/**
 * Waits until the app's worker is active and controls the page: it has installed (its precache is
 * complete) and a reload without a connection starts from it. The page registers it after `load`.
 */
export async function waitForWorker(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return Boolean(registration?.active?.state === 'activated' && navigator.serviceWorker.controller);
        }),
      { timeout: 30_000, message: 'the service worker controls the page' },
    )
    .toBe(true);
}

/** Every IndexedDB database of the origin, store by store, each value as JSON text. */
export type DeviceDatabases = Record<string, Record<string, string[]>>;

export async function deviceDatabases(page: Page): Promise<DeviceDatabases> {
  return page.evaluate(async () => {
    const out: Record<string, Record<string, string[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      out[name] = {};
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        out[name][store] = values.map((value) => JSON.stringify(value));
      }
      db.close();
    }
    return out;
  });
}

/** Everything the origin keeps on the device as one text: databases, cached requests, localStorage. */
export async function deviceText(page: Page): Promise<string> {
  const databases = await deviceDatabases(page);
  const rest = await page.evaluate(async () => {
    const caches: Record<string, string[]> = {};
    for (const name of await self.caches.keys()) {
      const cache = await self.caches.open(name);
      caches[name] = (await cache.keys()).map((request) => request.url);
    }
    return { caches, localStorage: { ...window.localStorage } };
  });
  return JSON.stringify({ databases, ...rest });
}

/** The URLs in the worker's caches (never an API answer: the app keeps the account's data itself). */
export async function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await self.caches.keys()) {
      const cache = await self.caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });
}

/** Waits until the account's reads kept on the device include every one of `texts`. */
export async function waitUntilKept(page: Page, texts: string[]) {
  await expect
    .poll(
      async () => {
        const kept = JSON.stringify((await deviceDatabases(page))[CACHE_DB] ?? {});
        return texts.filter((text) => !kept.includes(JSON.stringify(text).slice(1, -1)));
      },
      { timeout: 20_000, message: 'the account reads kept on the device' },
    )
    .toEqual([]);
}

/** A result waiting on the device, as the queue stores it (queue-api: QueuedItem, kind 'progress'). */
export interface QueuedResult {
  kind: string;
  key: string;
  userId: number;
  childId: number;
  activityTitle?: string;
  body?: { activity_id: number; played_at?: string; score?: number | null };
}

/** The queue's items on the device, every account's, oldest first. */
export async function queuedOnDevice(page: Page): Promise<QueuedResult[]> {
  const stores = (await deviceDatabases(page))[QUEUE_DB] ?? {};
  return (stores['items'] ?? []).map((row) => (JSON.parse(row) as { item: QueuedResult }).item);
}

/** The refusals on the device not yet acknowledged. */
export async function refusalsOnDevice(page: Page): Promise<unknown[]> {
  const stores = (await deviceDatabases(page))[QUEUE_DB] ?? {};
  return (stores['refused'] ?? []).map((row) => JSON.parse(row));
}

/** A progress row as the server keeps it. */
export interface ProgressRow {
  id: number;
  idempotency_key: string | null;
  completion_date: Date;
  activity_title: string;
  score: number | null;
}

export async function progressRows(childId: number): Promise<ProgressRow[]> {
  return (await sql(
    `select id, idempotency_key, completion_date, activity_title, score
       from progress_entries where child_id = $1 order by id`,
    [childId],
  )) as ProgressRow[];
}

/** The weeks in which the server counts a week entry as done. */
export async function weekCompletions(entryId: number): Promise<string[]> {
  const rows = (await sql(`select week_start::text as week from schedule_completions where entry_id = $1`, [
    entryId,
  ])) as { week: string }[];
  return rows.map((row) => row.week);
}

/** Every progress save the pages and the worker send, by its Idempotency-Key, in order. */
export function recordProgressSaves(context: BrowserContext): string[] {
  const keys: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/children\/\d+\/progress$/.test(request.url())) {
      keys.push(request.headers()['idempotency-key'] ?? '');
    }
  });
  return keys;
}

// --- Three short games (the catalogue's content: apps/server/src/db/seed/catalogue) -----------

/** 'Estou com sede' (symbol communication, free): one tap on 'Água', reported 3 s later with 100 %. */
export const THIRSTY = 'Estou com sede';
export async function playThirsty(page: Page) {
  await expect(page.getByText('Você está com sede. Mostre o que você quer.')).toBeVisible();
  await page.getByRole('button', { name: 'Água' }).click();
}

/** 'Um dia na escola' (story sequence): the four scenes in order, reported 3 s later with 100 %. */
export const STORY = 'Um dia na escola';
export async function playStory(page: Page) {
  const pool = page.getByRole('list', { name: 'Cenas para colocar' });
  for (const caption of ['Acordo cedo.', 'Arrumo a mochila.', 'Vou para a escola.', 'Aprendo com a professora.']) {
    await pool.getByRole('button', { name: caption }).click();
  }
  await expect(page.getByText('Parabéns! A história está na ordem certa!')).toBeVisible();
}

/** 'Cada cor no seu cesto' (colour sorting, free): red, blue and yellow without a miss, 100 %. */
export const COLOURS = 'Cada cor no seu cesto';
export async function playColours(page: Page) {
  const objects = page.getByRole('group', { name: 'Objetos para separar' });
  const baskets: [string, string][] = [
    ['Maçã', 'Cesto Vermelho'],
    ['Morango', 'Cesto Vermelho'],
    ['Peixe', 'Cesto Azul'],
    ['Camiseta', 'Cesto Azul'],
    ['Banana', 'Cesto Amarelo'],
    ['Pintinho', 'Cesto Amarelo'],
  ];
  for (const [label, basket] of baskets) {
    await objects.getByRole('button', { name: new RegExp(`^${label}`) }).click();
    await page.getByRole('button', { name: basket }).click();
  }
}

/** The completion card's words for a result kept on the device (the player's 'queued' state). */
export const KEPT_ON_DEVICE =
  'Sem conexão: o resultado ficou guardado neste aparelho e será enviado quando a internet voltar.';

/** The grown-up's way out of child mode: Enter held 3 s on the exit button (docs/product.md#child-mode). */
export async function leaveChildMode(page: Page) {
  await page.getByRole('button', { name: 'Sair (adulto: segure 3 segundos)' }).first().focus();
  await page.keyboard.down('Enter');
  await expect(page.getByRole('region', { name: 'Modo criança' })).toBeHidden({ timeout: 6_000 });
  await page.keyboard.up('Enter');
}

/**
 * A proxy between a browser context and the e2e server that can hand out another version of the
 * service worker: the browser's own update check for /sw.js is no request a route can see, but a
 * context's proxy carries it. Everything else passes through untouched.
 */
export interface WorkerProxy {
  /** For `browser.newContext({ proxy: { server } })`. */
  server: string;
  /** From now on /sw.js is this text (a new version of the app). */
  serveWorker(body: string): void;
  close(): Promise<void>;
}

export async function startWorkerProxy(): Promise<WorkerProxy> {
  let worker: string | null = null;
  const proxy = createServer((req, res) => {
    const target = new URL(req.url ?? '/', 'http://localhost');
    if (worker !== null && req.method === 'GET' && target.pathname === '/sw.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-cache' });
      res.end(worker);
      return;
    }
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: target.pathname + target.search,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  // Node's requests (page.request) tunnel through it.
  const tunnels = new Set<Socket>();
  proxy.on('connect', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const { hostname, port } = new URL(`http://${req.url}`);
    const upstream = connect(Number(port), hostname, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    for (const end of [socket, upstream]) {
      tunnels.add(end);
      end.on('close', () => tunnels.delete(end));
      end.on('error', () => {
        socket.destroy();
        upstream.destroy();
      });
    }
  });
  await new Promise<void>((listening) => proxy.listen(0, '127.0.0.1', listening));
  const { port } = proxy.address() as AddressInfo;
  return {
    server: `http://127.0.0.1:${port}`,
    serveWorker: (body) => {
      worker = body;
    },
    close: () =>
      new Promise<void>((closed) => {
        proxy.closeAllConnections();
        for (const socket of tunnels) socket.destroy();
        proxy.close(() => closed());
      }),
  };
}
