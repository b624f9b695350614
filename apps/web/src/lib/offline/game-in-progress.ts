import { useSyncExternalStore } from 'react';

/**
 * Whether a game is being played on this page (the player sets it while a game is open, child mode
 * included): what would interrupt a child, such as applying a new version of the app, waits until it
 * ends (docs/product.md#offline-play).
 */
let playing = 0;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Marks a game as open; returns the way to mark it closed (for a React effect's clean-up). */
export function markGameOpen(): () => void {
  playing += 1;
  notify();
  let closed = false;
  return () => {
    if (closed) return;
    closed = true;
    playing -= 1;
    notify();
  };
}

export function isGameOpen(): boolean {
  return playing > 0;
}

export function useGameOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    isGameOpen,
    () => false,
  );
}
