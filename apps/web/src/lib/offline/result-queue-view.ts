import { useCallback, useSyncExternalStore } from 'react';
import { onQueueEvent } from './result-queue-events';
import { listItems, listRefused } from './result-queue-store';
import type { QueueView } from './result-queue-types';

/*
 * What a screen shows of an account's queue (docs/product.md#offline-play): read from the device
 * when the first component asks, and again on every change, in this tab or another.
 */

const NOT_LOADED: QueueView = { loaded: false, items: [], refused: [], sending: false };

interface Entry {
  view: QueueView;
  listeners: Set<() => void>;
  reading: boolean;
  again: boolean;
  stop?: () => void;
}

const entries = new Map<number, Entry>();

function entryOf(userId: number): Entry {
  let entry = entries.get(userId);
  if (!entry) {
    entry = { view: NOT_LOADED, listeners: new Set(), reading: false, again: false };
    entries.set(userId, entry);
  }
  return entry;
}

function publish(entry: Entry, view: QueueView) {
  entry.view = view;
  for (const listener of [...entry.listeners]) listener();
}

async function read(userId: number, entry: Entry) {
  if (entry.reading) {
    entry.again = true;
    return;
  }
  entry.reading = true;
  try {
    const [items, refused] = await Promise.all([listItems(userId), listRefused(userId)]);
    publish(entry, { ...entry.view, loaded: true, items, refused });
  } catch {
    // The device's storage could not be read: what was shown stays.
  } finally {
    entry.reading = false;
    if (entry.again && entry.listeners.size > 0) {
      entry.again = false;
      void read(userId, entry);
    }
  }
}

function subscribe(userId: number, listener: () => void): () => void {
  const entry = entryOf(userId);
  entry.listeners.add(listener);
  if (entry.listeners.size === 1) {
    entry.stop = onQueueEvent((event) => {
      if (event.userId !== userId) return;
      if (event.type === 'changed') void read(userId, entry);
      if (event.type === 'sending' && event.on !== entry.view.sending)
        publish(entry, { ...entry.view, sending: event.on });
    });
    void read(userId, entry);
  }
  return () => {
    entry.listeners.delete(listener);
    if (entry.listeners.size === 0) {
      entry.stop?.();
      entry.stop = undefined;
    }
  };
}

/** Re-renders on every change of the account's queue, in this tab or another. */
export function useQueue(userId: number | undefined): QueueView {
  const sub = useCallback(
    (listener: () => void) => (userId === undefined ? () => {} : subscribe(userId, listener)),
    [userId],
  );
  const get = useCallback(() => (userId === undefined ? NOT_LOADED : entryOf(userId).view), [userId]);
  return useSyncExternalStore(sub, get, () => NOT_LOADED);
}
