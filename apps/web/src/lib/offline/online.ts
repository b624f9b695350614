import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the device has a connection, as the browser tells it (docs/product.md#offline-play).
 * TanStack Query learns it too: with no connection its reads wait instead of failing, so a screen
 * keeps what it last showed, and they run again when the connection returns.
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false;
}

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Re-renders when the connection comes or goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * Tells TanStack Query the browser's state now and on every change: on its own it starts out
 * assuming a connection, so a page opened offline would fail its reads instead of waiting.
 */
export function watchOnline(): void {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribe(() => setOnline(isOnline()));
  });
}
