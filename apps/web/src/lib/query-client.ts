import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { isOnline, subscribeConnection } from './offline/online';

/**
 * The app's TanStack Query client. Without a connection reads wait (`watchOnline` tells TanStack
 * Query the browser's state) and run again when it returns, but a change — a mutation —
 * fails at once with the network's message instead of waiting unseen behind a button that spins
 * (docs/product.md#offline-play); a game's result has its own queue on the device.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
        // Without a connection a failed read waits for it at once, rather than after a back-off.
        retryDelay: (count) => (onlineManager.isOnline() ? Math.min(1_000 * 2 ** count, 30_000) : 0),
      },
      mutations: { networkMode: 'always' },
    },
  });
}

/**
 * Tells TanStack Query the browser's state now and on every change: on its own it starts out
 * assuming a connection, so a page opened offline would fail its reads instead of waiting.
 */
export function watchOnline(): void {
  if (typeof window === 'undefined') return;
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribeConnection(() => setOnline(isOnline()));
  });
}
