import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { progressApi } from '@neurobridge/shared/api/progress';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiKey } from '../../lib/api';
import { startQueueSender, type QueuedItem } from '../../lib/offline/result-queue';
import { QueueRefusals } from './queue-refusals';

/**
 * The signed-in account's result queue on this page (docs/product.md#offline-play), mounted once
 * by the signed-in layout: it keeps sending the queue (now, when the connection returns, after
 * server trouble with a growing pause) and refreshes what the results change; the refusals are
 * shown, except in child mode, which stays calm: they wait until the grown-up leaves it.
 */

/** The reads a recorded result or tick changes: the child's list, numbers, week and rewards, and the dashboard. */
export function refreshAfterSent(queryClient: QueryClient, sent: QueuedItem[]): void {
  if (sent.length === 0) return;
  void queryClient.invalidateQueries({ queryKey: apiKey(dashboardApi.stats) });
  for (const id of new Set(sent.map((item) => item.childId))) {
    void queryClient.invalidateQueries({ queryKey: apiKey(progressApi.list, { id }) });
    void queryClient.invalidateQueries({ queryKey: apiKey(progressApi.summary, { id }) });
    void queryClient.invalidateQueries({ queryKey: apiKey(scheduleApi.list, { id }) });
    void queryClient.invalidateQueries({ queryKey: apiKey(scheduleApi.rewards, { id }) });
  }
}

export function OfflineQueue({ userId, childMode }: { userId: number; childMode: boolean }) {
  const queryClient = useQueryClient();
  useEffect(() => startQueueSender(userId, (sent) => refreshAfterSent(queryClient, sent)), [userId, queryClient]);
  return childMode ? null : <QueueRefusals userId={userId} />;
}
