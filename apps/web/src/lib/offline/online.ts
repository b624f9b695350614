import { useSyncExternalStore } from 'react';

/**
 * Whether the device has a connection, as the browser tells it (docs/product.md#offline-play).
 * Without TanStack Query, so the entry's error screen can use it too; lib/query-client.ts tells
 * TanStack Query (`watchOnline`).
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

/** Calls `listener` whenever the connection comes or goes; returns the way to stop. */
export function subscribeConnection(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Re-renders when the connection comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribeConnection, isOnline, () => true);
}
