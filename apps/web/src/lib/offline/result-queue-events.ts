import type { QueuedItem } from './result-queue-types';

/*
 * How the result queue tells what changed (docs/product.md#offline-play): listeners in this tab
 * hear every change at once, and the other tabs of the browser hear it on the BroadcastChannel
 * 'neurobridge.result-queue', so every tab's `useQueue` reads the queue again and every tab's sender
 * refreshes its reads when a result reached the server.
 */

export const QUEUE_CHANNEL = 'neurobridge.result-queue';

export type QueueEvent =
  /** The account's stored queue or refusals changed. */
  | { type: 'changed'; userId: number }
  /** A new item was stored (only this tab hears it: this tab sends it). */
  | { type: 'enqueued'; userId: number }
  /** These items reached the server. */
  | { type: 'sent'; userId: number; items: QueuedItem[] }
  /** A send of the account's queue started or ended. */
  | { type: 'sending'; userId: number; on: boolean };

type Listener = (event: QueueEvent) => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function theChannel(): BroadcastChannel | null {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(QUEUE_CHANNEL);
    if (channel) channel.onmessage = (e: MessageEvent<QueueEvent>) => deliver(e.data);
  }
  return channel;
}

function deliver(event: QueueEvent) {
  for (const listener of [...listeners]) listener(event);
}

/** Tells this tab, and the other tabs unless it is an `enqueued`. */
export function emit(event: QueueEvent): void {
  deliver(event);
  if (event.type !== 'enqueued') theChannel()?.postMessage(event);
}

/** Hears every event of every account, from this tab and the others. Returns the way to stop. */
export function onQueueEvent(listener: Listener): () => void {
  theChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only: closes the channel, so a test run ends without an open handle. */
export function closeQueueChannel(): void {
  channel?.close();
  channel = undefined;
}
