import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acknowledgeRefused,
  discardQueue,
  enqueue,
  queuedItems,
  refusedItems,
  saveThroughQueue,
  SAVE_WAIT_MS,
  sendQueue,
  takeTickAnswer,
} from './result-queue';
import { onQueueEvent } from './result-queue-events';
import { closeDevice, fakeServer, freshDevice, installLocks, progressItem, setConnection } from './result-queue-fakes';
import { closeQueueDb } from './result-queue-store';

/*
 * Exactly once (docs/product.md#offline-play): the queue against a stand-in for the server's
 * idempotent saves, through a real IndexedDB (fake-indexeddb).
 */

beforeEach(freshDevice);
afterEach(closeDevice);

const keys = (items: { key: string }[]) => items.map((i) => i.key);

async function queueOffline(...ns: number[]) {
  setConnection(false);
  for (const n of ns) await enqueue(progressItem(n));
  setConnection(true);
}

describe('the queue keeps the order of saving and sends each result once', () => {
  it('sends in the order saved, removing each item after its 2xx', async () => {
    await queueOffline(3, 1, 2);
    expect(keys(await queuedItems(1))).toEqual(['key-3', 'key-1', 'key-2']);
    const server = fakeServer();
    const result = await sendQueue(1);
    expect(server.posted()).toEqual(['key-3', 'key-1', 'key-2']);
    expect(keys(result.sent)).toEqual(['key-3', 'key-1', 'key-2']);
    expect(result.left).toBe(0);
    expect(await queuedItems(1)).toEqual([]);
    expect(server.calls[0]).toMatchObject({ path: '/api/children/10/progress', body: progressItem(3).body });
  });

  it('a network error mid-queue keeps that item and the rest, and the next round resumes from it', async () => {
    await queueOffline(1, 2, 3);
    let drop = true;
    const server = fakeServer((key) => (key === 'key-2' && drop ? 'drop' : undefined));
    const first = await sendQueue(1);
    expect(keys(first.sent)).toEqual(['key-1']);
    expect(first.left).toBe(2);
    expect(keys(await queuedItems(1))).toEqual(['key-2', 'key-3']);
    drop = false;
    const second = await sendQueue(1);
    expect(keys(second.sent)).toEqual(['key-2', 'key-3']);
    expect(server.posted()).toEqual(['key-1', 'key-2', 'key-2', 'key-3']);
    expect([...server.recorded.keys()]).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('after a lost answer the same key goes again, and the server records the result once', async () => {
    await queueOffline(1);
    let lose = true;
    const server = fakeServer(() => (lose ? 'record-then-drop' : undefined));
    expect((await sendQueue(1)).left).toBe(1);
    expect(server.recorded.size).toBe(1);
    lose = false;
    expect((await sendQueue(1)).left).toBe(0);
    expect(server.posted()).toEqual(['key-1', 'key-1']);
    expect(server.recorded.size).toBe(1);
  });

  it('a 5xx, 408, 409 or 429 keeps the item and stops the round; 401 and a suspension keep it too', async () => {
    await queueOffline(1, 2);
    for (const answer of [
      { status: 503, body: { error: 'Erro interno.' } },
      { status: 409, body: { error: 'Em andamento.' } },
      { status: 429, body: { error: 'Muitas requisições.' } },
      { status: 401, body: { error: 'Não autenticado.' } },
      { status: 403, body: { error: 'Conta suspensa.', code: 'ACCOUNT_SUSPENDED' } },
      { status: 403, body: { error: 'Aceite os termos.', code: 'TERMS_REQUIRED' } },
    ]) {
      const server = fakeServer(() => answer);
      const result = await sendQueue(1);
      expect(result).toEqual({ sent: [], refused: [], left: 2 });
      expect(server.posted()).toEqual(['key-1']);
    }
    expect(keys(await queuedItems(1))).toEqual(['key-1', 'key-2']);
    expect(await refusedItems(1)).toEqual([]);
  });

  it('a refused item leaves the queue, the next ones go, and its refusal is listed once until acknowledged', async () => {
    await queueOffline(1, 2);
    fakeServer((key) =>
      key === 'key-1' ? { status: 403, body: { error: 'Atividade bloqueada no seu plano.' } } : undefined,
    );
    const result = await sendQueue(1);
    expect(keys(result.sent)).toEqual(['key-2']);
    expect(result.refused).toEqual([
      { item: progressItem(1), reason: 'Atividade bloqueada no seu plano.', refusedAt: expect.any(String) },
    ]);
    expect(await queuedItems(1)).toEqual([]);
    expect(await refusedItems(1)).toEqual(result.refused);
    // Saving the same key again (a doubled save) brings nothing back.
    await queueOffline(1);
    expect(await queuedItems(1)).toEqual([]);
    expect(await refusedItems(1)).toHaveLength(1);
    await acknowledgeRefused(1, ['key-1']);
    expect(await refusedItems(1)).toEqual([]);
  });

  it('a page closed and opened again finds the queue as it was', async () => {
    await queueOffline(1, 2);
    await closeQueueDb();
    expect(keys(await queuedItems(1))).toEqual(['key-1', 'key-2']);
    await queueOffline(3);
    expect(keys(await queuedItems(1))).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it("another account's items are never listed, sent, acknowledged or discarded", async () => {
    setConnection(false);
    await enqueue(progressItem(1));
    await enqueue(progressItem(2, { userId: 2, childId: 20 }));
    setConnection(true);
    const server = fakeServer();
    expect(keys(await queuedItems(2))).toEqual(['key-2']);
    await sendQueue(1);
    expect(server.posted()).toEqual(['key-1']);
    expect(keys(await queuedItems(2))).toEqual(['key-2']);
    await discardQueue(1);
    expect(keys(await queuedItems(2))).toEqual(['key-2']);
    await discardQueue(2);
    expect(await queuedItems(2)).toEqual([]);
  });

  it('offline, a send tries nothing and keeps everything', async () => {
    await queueOffline(1);
    setConnection(false);
    const server = fakeServer();
    expect(await sendQueue(1)).toEqual({ sent: [], refused: [], left: 1 });
    expect(server.posted()).toEqual([]);
  });
});

describe('two senders at once', () => {
  /** Two pages of the app: each its own modules, one browser's IndexedDB (and locks, when installed). */
  async function twoTabs() {
    vi.resetModules();
    const tabA = await import('./result-queue');
    vi.resetModules();
    const tabB = await import('./result-queue');
    return { tabA, tabB };
  }

  it('in one tab: the second send waits for the first, and each item is posted once', async () => {
    await queueOffline(1, 2);
    const server = fakeServer(undefined, { hold: true });
    const first = sendQueue(1);
    await server.arrivals(1);
    const second = sendQueue(1);
    server.release();
    const [a, b] = await Promise.all([first, second]);
    expect(server.posted()).toEqual(['key-1', 'key-2']);
    expect(keys(a.sent)).toEqual(['key-1', 'key-2']);
    expect(b).toEqual({ sent: [], refused: [], left: 0 });
  });

  it('in two tabs with the Web Locks API: the second waits for the first and finds nothing left', async () => {
    const locks = installLocks();
    try {
      await queueOffline(1, 2);
      const { tabA, tabB } = await twoTabs();
      const server = fakeServer(undefined, { hold: true });
      const waiting = locks.waiting();
      const first = tabA.sendQueue(1);
      await server.arrivals(1);
      const second = tabB.sendQueue(1);
      await waiting;
      server.release();
      const [a, b] = await Promise.all([first, second]);
      expect(server.posted()).toEqual(['key-1', 'key-2']);
      expect(keys(a.sent)).toEqual(['key-1', 'key-2']);
      expect(b.sent).toEqual([]);
      expect(await queuedItems(1)).toEqual([]);
    } finally {
      locks.uninstall();
    }
  });

  it('without the Web Locks API two tabs may both post, and the server still records each result once', async () => {
    await queueOffline(1);
    const { tabA, tabB } = await twoTabs();
    const server = fakeServer(undefined, { hold: true });
    const both = Promise.all([tabA.sendQueue(1), tabB.sendQueue(1)]);
    await server.arrivals(2);
    server.release();
    await both;
    expect(server.posted()).toEqual(['key-1', 'key-1']);
    expect(server.recorded.size).toBe(1);
    expect(await queuedItems(1)).toEqual([]);
  });
});

describe('saveThroughQueue: the fate of one save', () => {
  it("online and recorded: 'sent', and nothing stays", async () => {
    const server = fakeServer();
    expect(await saveThroughQueue(progressItem(1))).toBe('sent');
    expect(server.posted()).toEqual(['key-1']);
    expect(await queuedItems(1)).toEqual([]);
  });

  it("offline: 'queued' at once, nothing sent, the item kept", async () => {
    setConnection(false);
    const server = fakeServer();
    expect(await saveThroughQueue(progressItem(1))).toBe('queued');
    expect(server.posted()).toEqual([]);
    expect(keys(await queuedItems(1))).toEqual(['key-1']);
  });

  it("server trouble: 'queued', the item kept", async () => {
    fakeServer(() => ({ status: 502, body: { error: 'Bad gateway' } }));
    expect(await saveThroughQueue(progressItem(1))).toBe('queued');
    expect(keys(await queuedItems(1))).toEqual(['key-1']);
  });

  it('refused: the reason, and it is not kept among the refusals (the caller showed it)', async () => {
    fakeServer(() => ({ status: 404, body: { error: 'Criança não encontrada.' } }));
    expect(await saveThroughQueue(progressItem(1))).toEqual({ refused: 'Criança não encontrada.' });
    expect(await queuedItems(1)).toEqual([]);
    expect(await refusedItems(1)).toEqual([]);
  });

  it("older items go first; this save's fate is its own", async () => {
    await queueOffline(1);
    const server = fakeServer((key) =>
      key === 'key-1' ? { status: 400, body: { error: 'Data antiga.' } } : undefined,
    );
    expect(await saveThroughQueue(progressItem(2))).toBe('sent');
    expect(server.posted()).toEqual(['key-1', 'key-2']);
    expect(await refusedItems(1)).toEqual([expect.objectContaining({ reason: 'Data antiga.' })]);
  });

  it("a request that hangs: 'queued' after the wait, and the round goes on", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer(undefined, { hold: true });
    const fate = saveThroughQueue(progressItem(1));
    await server.arrivals(1);
    await vi.advanceTimersByTimeAsync(SAVE_WAIT_MS - 1);
    let settled = false;
    void fate.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await fate).toBe('queued');
    const roundEnds = new Promise<void>((resolve) => onQueueEvent((e) => e.type === 'sent' && resolve()));
    server.release();
    await roundEnds;
    expect(await queuedItems(1)).toEqual([]);
    expect(server.recorded.size).toBe(1);
  });

  it("a tick is sent with completed_at and its key, and the server's answer is handed over once", async () => {
    const server = fakeServer();
    const tick = {
      kind: 'tick' as const,
      key: 'tick-1',
      userId: 1,
      childId: 10,
      entryId: 4,
      label: 'Como eles se sentem?',
      completedAt: '2026-11-27T15:00:00.000Z',
      queuedAt: '2026-11-27T15:00:00.000Z',
    };
    expect(await saveThroughQueue(tick)).toBe('sent');
    expect(server.calls[0]).toMatchObject({
      path: '/api/children/10/schedule/4/complete',
      body: { completed_at: '2026-11-27T15:00:00.000Z' },
      idempotencyKey: 'tick-1',
    });
    expect(takeTickAnswer('tick-1')).toMatchObject({ entry: { id: 4, is_completed: true }, new_rewards: [] });
    expect(takeTickAnswer('tick-1')).toBeUndefined();
  });
});
