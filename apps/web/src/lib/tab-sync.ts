import type { QueryClient } from '@tanstack/react-query';

/** The channel every tab of the app in this browser listens on. */
export const TAB_SYNC_CHANNEL = 'neurobridge.data-changed';

/**
 * What one tab changes, the other tabs of the same browser show (docs/architecture.md, "Web"): after every successful mutation a tab says so on a BroadcastChannel, and each
 * other tab invalidates its cache, so what is on its screen is read again (an entry removed from
 * the week in one tab leaves the week in the others) and the rest on its next use. A mutation
 * updates its own tab through its own invalidations; the others cannot know which keys those
 * were, so they take all, which costs one read per query on screen. Returns the way to stop.
 */
export function syncTabs(client: QueryClient): () => void {
  // Not while the build prerenders the landing page (Node): an open channel would keep it running.
  if (typeof window === 'undefined' || typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(TAB_SYNC_CHANNEL);
  channel.onmessage = () => void client.invalidateQueries();
  const unsubscribe = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success') channel.postMessage('changed');
  });
  return () => {
    unsubscribe();
    channel.close();
  };
}
