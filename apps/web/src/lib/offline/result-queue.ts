import { isOnline } from './online';
import { emit } from './result-queue-events';
import { awaitAnswer, sendRound, type RoundResult } from './result-queue-send';
import { kickSender } from './result-queue-sender';
import { addItem, deleteAccount, deleteRefused, isQueued, listItems, listRefused } from './result-queue-store';
import type { QueuedItem, RefusedItem } from './result-queue-types';

/*
 * The result queue (docs/product.md#offline-play): every result a game or a tick of the week makes
 * is stored on the device, per account, with its Idempotency-Key and the moment it happened, then
 * sent in order when there is a connection; the server records each key once, so a repeat after a
 * lost answer, a second tab or a reopened app changes nothing. A refusal for a reason (activity
 * locked, child removed, consent missing) leaves the queue and waits, once, for the parent to see it.
 */

export type { QueuedItem, QueueView, RefusedItem } from './result-queue-types';
export { startQueueSender } from './result-queue-sender';
export { useQueue } from './result-queue-view';
export { takeProgressAnswer, takeTickAnswer } from './result-queue-send';

/** How long a save waits for the server before the card says the result is kept on the device. */
export const SAVE_WAIT_MS = 10_000;

/** Stores the item on the device, then starts a send (if online). Resolves when stored. */
export async function enqueue(item: QueuedItem): Promise<void> {
  if (await addItem(item)) emit({ type: 'changed', userId: item.userId });
  emit({ type: 'enqueued', userId: item.userId });
  // The page's sender sends it (and refreshes its reads); without one, a round of its own.
  if (isOnline() && !kickSender(item.userId)) void sendRound(item.userId).catch(() => undefined);
}

/** Sends this account's queue in order, under an exclusive cross-tab lock. */
export async function sendQueue(userId: number): Promise<{ sent: QueuedItem[]; refused: RefusedItem[]; left: number }> {
  const { sent, refused, left } = await sendRound(userId);
  return { sent, refused, left };
}

/**
 * Stores the item and, when online, sends the queue now; resolves with this item's fate in this
 * attempt: 'sent' (recorded, or already recorded), 'queued' (no connection / server trouble: it stays
 * and goes later by itself), or { refused: reason } (dropped; the caller showed the reason, so it is
 * NOT kept in the refused list).
 */
export async function saveThroughQueue(item: QueuedItem): Promise<'sent' | 'queued' | { refused: string }> {
  if (await addItem(item)) emit({ type: 'changed', userId: item.userId });
  if (!isOnline()) return 'queued';
  awaitAnswer(item.key, true);
  const attempt = sendRound(item.userId).then(
    (result) => fateOf(item, result),
    () => 'queued' as const,
  );
  // A connection that hangs (a weak signal) must not keep the card waiting: the item is stored, and
  // the round goes on; the card watches the queue.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const patience = new Promise<'queued'>((resolve) => {
    timer = setTimeout(() => resolve('queued'), SAVE_WAIT_MS);
  });
  try {
    const fate = await Promise.race([attempt, patience]);
    // Only an item recorded now has an answer for its caller (`takeTickAnswer`, `takeProgressAnswer`).
    if (fate !== 'sent') awaitAnswer(item.key, false);
    return fate;
  } finally {
    clearTimeout(timer);
  }
}

/** This item's fate after a round: sent by it or by another tab, refused, or still waiting. */
async function fateOf(item: QueuedItem, result: RoundResult): Promise<'sent' | 'queued' | { refused: string }> {
  const { userId, key } = item;
  const refusal =
    result.refused.find((r) => r.item.key === key) ?? (await listRefused(userId)).find((r) => r.item.key === key);
  if (refusal) {
    await acknowledgeRefused(userId, [key]);
    return { refused: refusal.reason };
  }
  if (result.sent.some((i) => i.key === key)) return 'sent';
  return (await isQueued(userId, key)) ? 'queued' : 'sent';
}

/** Everything still to send for the account, oldest first. */
export function queuedItems(userId: number): Promise<QueuedItem[]> {
  return listItems(userId);
}

/** The refusals not yet shown to the parent. */
export function refusedItems(userId: number): Promise<RefusedItem[]> {
  return listRefused(userId);
}

/** The parent saw these refusals: they are deleted for good. */
export async function acknowledgeRefused(userId: number, keys: string[]): Promise<void> {
  await deleteRefused(userId, keys);
  emit({ type: 'changed', userId });
}

/** Drops every queued item and refusal of the account (sign-out 'descartar'). */
export async function discardQueue(userId: number): Promise<void> {
  await deleteAccount(userId);
  emit({ type: 'changed', userId });
}
