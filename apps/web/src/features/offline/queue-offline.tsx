import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startQueueSender, type QueuedItem } from '../../lib/offline/result-queue';
import { refreshChildReads } from '../../lib/offline/result-reads';
import { whenIdle } from '../../lib/when-idle';
import { QueueRefusals } from './queue-refusals';

/**
 * The signed-in account's result queue on this page (docs/product.md#offline-play), mounted once
 * by the signed-in layout: it keeps sending the queue (now, when the connection returns, after
 * server trouble with a growing pause) and refreshes what the results change; the refusals are
 * shown, except in child mode, which stays calm: they wait until the grown-up leaves it.
 */

/** What the sent results and ticks change, once per child (lib/offline/result-reads.ts). */
export function refreshAfterSent(queryClient: QueryClient, sent: QueuedItem[]): void {
  for (const id of new Set(sent.map((item) => item.childId))) refreshChildReads(queryClient, id, { week: true });
}

export function OfflineQueue({ userId, childMode }: { userId: number; childMode: boolean }) {
  const queryClient = useQueryClient();
  // Started once the page is idle: out of the task that runs the first screen's effects.
  useEffect(() => {
    let stop: (() => void) | undefined;
    const cancel = whenIdle(() => (stop = startQueueSender(userId, (sent) => refreshAfterSent(queryClient, sent))));
    return () => {
      cancel();
      stop?.();
    };
  }, [userId, queryClient]);
  return childMode ? null : <QueueRefusals userId={userId} />;
}
