import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enqueue, queuedItems, sendQueue, startQueueSender, useQueue, type QueuedItem } from './result-queue';
import { onQueueEvent } from './result-queue-events';
import { closeDevice, fakeServer, freshDevice, progressItem, setConnection } from './result-queue-fakes';
import { BLOCKED_PAUSE_MS, kickSenders, RETRY_PAUSES_MS } from './result-queue-sender';

/*
 * The sender a signed-in page keeps (docs/product.md#offline-play) and what `useQueue` shows, in
 * this tab and another.
 */

beforeEach(freshDevice);
afterEach(closeDevice);

/** Resolves when the next send of user 1's queue in this tab ends. */
const roundEnd = () =>
  new Promise<void>((resolve) => {
    const stop = onQueueEvent((e) => {
      if (e.type === 'sending' && !e.on) {
        stop();
        resolve();
      }
    });
  });

describe('startQueueSender', () => {
  it('sends at once, tells what reached the server, and sends what is saved later', async () => {
    setConnection(false);
    await enqueue(progressItem(1));
    setConnection(true);
    fakeServer();
    const sent: QueuedItem[][] = [];
    const first = roundEnd();
    const stop = startQueueSender(1, (items) => sent.push(items));
    await first;
    expect(sent).toEqual([[progressItem(1)]]);
    const second = roundEnd();
    await enqueue(progressItem(2));
    await second;
    expect(sent).toEqual([[progressItem(1)], [progressItem(2)]]);
    stop();
  });

  it('after server trouble it waits 5 s, 15 s, 60 s, then 5 minutes; the connection coming back sends at once', async () => {
    setConnection(false);
    await enqueue(progressItem(1));
    setConnection(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let status = 503;
    const server = fakeServer(() => (status === 503 ? { status, body: { error: 'Erro interno.' } } : undefined));
    let round = roundEnd();
    const stop = startQueueSender(1, () => {});
    await round;
    expect(server.posted()).toHaveLength(1);
    for (const [i, pause] of RETRY_PAUSES_MS.entries()) {
      round = roundEnd();
      await vi.advanceTimersByTimeAsync(pause - 1);
      expect(server.posted()).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      await round;
      expect(server.posted()).toHaveLength(i + 2);
    }
    // Still every 5 minutes.
    round = roundEnd();
    await vi.advanceTimersByTimeAsync(RETRY_PAUSES_MS.at(-1)!);
    await round;
    expect(server.posted()).toHaveLength(6);
    // Offline, then back: no waiting for the pause.
    status = 201;
    round = roundEnd();
    window.dispatchEvent(new Event('online'));
    await round;
    expect(server.posted()).toHaveLength(7);
    expect(await queuedItems(1)).toEqual([]);
    stop();
  });

  it('terms to accept hold the queue for 5 minutes; accepting them (kickSenders) sends it at once', async () => {
    setConnection(false);
    await enqueue(progressItem(1));
    setConnection(true);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let accepted = false;
    const server = fakeServer(() =>
      accepted ? undefined : { status: 403, body: { error: 'Aceite os termos.', code: 'TERMS_REQUIRED' } },
    );
    let round = roundEnd();
    const stop = startQueueSender(1, () => {});
    await round;
    await vi.advanceTimersByTimeAsync(BLOCKED_PAUSE_MS - 1);
    expect(server.posted()).toEqual(['key-1']);
    accepted = true;
    round = roundEnd();
    kickSenders();
    await round;
    expect(server.posted()).toEqual(['key-1', 'key-1']);
    expect(await queuedItems(1)).toEqual([]);
    stop();
  });

  it('stopped (signed out), it sends nothing more and tells nothing more', async () => {
    fakeServer();
    const onSent = vi.fn();
    const first = roundEnd();
    const stop = startQueueSender(1, onSent);
    await first;
    stop();
    setConnection(false);
    await enqueue(progressItem(1));
    setConnection(true);
    const rounds: unknown[] = [];
    onQueueEvent((e) => {
      if (e.type === 'sending' && e.on) rounds.push(e);
    });
    window.dispatchEvent(new Event('online'));
    expect(await queuedItems(1)).toHaveLength(1);
    expect(rounds).toEqual([]);
    // Sent by another way (the sign-out's 'Enviar agora'): the stopped sender is not told.
    await sendQueue(1);
    expect(rounds).toHaveLength(1);
    expect(onSent).not.toHaveBeenCalled();
  });
});

describe('useQueue', () => {
  it('shows the queue once read, and follows changes made in this tab and in another', async () => {
    setConnection(false);
    await enqueue(progressItem(1));
    const { result } = renderHook(() => useQueue(1));
    expect(result.current.loaded).toBe(false);
    await vi.waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.items.map((i) => i.key)).toEqual(['key-1']);

    await act(() => enqueue(progressItem(2)));
    await vi.waitFor(() => expect(result.current.items.map((i) => i.key)).toEqual(['key-1', 'key-2']));

    // Another tab: its own modules, the same IndexedDB and channel.
    vi.resetModules();
    const otherTab = await import('./result-queue');
    await act(() => otherTab.discardQueue(1));
    await vi.waitFor(() => expect(result.current.items).toEqual([]));
  });

  it("shows another account's queue to no one", async () => {
    setConnection(false);
    await enqueue(progressItem(1, { userId: 2 }));
    const { result } = renderHook(() => useQueue(1));
    await vi.waitFor(() => expect(result.current.loaded).toBe(true));
    expect(result.current.items).toEqual([]);
    const none = renderHook(() => useQueue(undefined));
    expect(none.result.current).toEqual({ loaded: false, items: [], refused: [], sending: false });
  });
});
