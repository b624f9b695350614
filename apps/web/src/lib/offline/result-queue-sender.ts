import { onQueueEvent } from './result-queue-events';
import { sendRound } from './result-queue-send';
import type { QueuedItem } from './result-queue-types';

/*
 * The account's sender while it is signed in on this page (docs/product.md#offline-play): it sends
 * now, whenever the connection returns, whenever this tab stores a new item, and after server
 * trouble with a growing pause; it tells its caller what reached the server, in this tab or another.
 */

/** The pauses after server trouble or no answer, in a row: 5 s, 15 s, 60 s, then every 5 minutes. */
export const RETRY_PAUSES_MS = [5_000, 15_000, 60_000, 300_000] as const;
/** After the session could not send (signed out elsewhere, terms to accept), the next try. */
export const BLOCKED_PAUSE_MS = 300_000;

/** The accounts with a sender on this page, so a new item is sent by it (and its reads refreshed). */
const kicks = new Map<number, Set<() => void>>();

/** Starts a send of the account's queue by its sender on this page; false when there is none. */
export function kickSender(userId: number): boolean {
  const here = kicks.get(userId);
  if (!here || here.size === 0) return false;
  for (const kick of here) kick();
  return true;
}

/**
 * Starts a send by every sender on this page: what blocked them is gone (the terms were just
 * accepted), so they need not wait for their next try.
 */
export function kickSenders(): void {
  for (const userId of kicks.keys()) kickSender(userId);
}

/**
 * Keeps sending while the account is signed in on this page: now, whenever the connection returns
 * ('online'), and after server trouble with a growing pause (5 s, 15 s, 60 s, then every 5 min).
 * `onSent` is called with what reached the server (the caller refreshes its reads). Returns stop.
 */
export function startQueueSender(userId: number, onSent: (sent: QueuedItem[]) => void): () => void {
  let stopped = false;
  let running = false;
  let again = false;
  let troubles = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wait = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, ms);
  };

  async function run() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    clearTimeout(timer);
    try {
      const result = await sendRound(userId);
      if (result.stopped === 'retry') wait(RETRY_PAUSES_MS[Math.min(troubles++, RETRY_PAUSES_MS.length - 1)]!);
      else if (result.stopped === 'blocked') wait(BLOCKED_PAUSE_MS);
      else troubles = 0;
    } catch {
      // The device's storage failed (rare: storage full, a private window): try again later.
      wait(RETRY_PAUSES_MS[Math.min(troubles++, RETRY_PAUSES_MS.length - 1)]!);
    } finally {
      running = false;
      if (again && !stopped) {
        again = false;
        void run();
      }
    }
  }

  const kick = () => void run();
  const here = kicks.get(userId) ?? new Set();
  here.add(kick);
  kicks.set(userId, here);
  // Back online: at once, not after what is left of a pause.
  const onOnline = () => {
    troubles = 0;
    void run();
  };
  window.addEventListener('online', onOnline);
  const stopListening = onQueueEvent((event) => {
    if (!stopped && event.type === 'sent' && event.userId === userId) onSent(event.items);
  });
  void run();

  return () => {
    stopped = true;
    clearTimeout(timer);
    here.delete(kick);
    window.removeEventListener('online', onOnline);
    stopListening();
  };
}
