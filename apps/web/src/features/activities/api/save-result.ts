import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { progressApi } from '@neurobridge/shared/api/progress';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiKey } from '../../../lib/api';
import { saveThroughQueue, type QueuedItem } from '../../../lib/offline/result-queue';

/** A finished game's result as the device's queue keeps it. */
export type ProgressItem = Extract<QueuedItem, { kind: 'progress' }>;

/** What became of a save: recorded, kept on the device to send later, or refused with the server's reason. */
export type SaveFate = 'sent' | 'queued' | { refused: string };

/**
 * The reads a recorded result changes: every page of the child's list and its numbers
 * (docs/product.md#reading-progress), the dashboard's, and the week and rewards when the game was
 * started from the week (the save completes that entry, docs/product.md#recording-progress).
 */
export function refreshAfterResult(queryClient: QueryClient, item: ProgressItem): void {
  const id = item.childId;
  void queryClient.invalidateQueries({ queryKey: apiKey(progressApi.list, { id }) });
  void queryClient.invalidateQueries({ queryKey: apiKey(progressApi.summary, { id }) });
  void queryClient.invalidateQueries({ queryKey: apiKey(dashboardApi.stats) });
  if (item.body.schedule_entry_id) {
    void queryClient.invalidateQueries({ queryKey: apiKey(scheduleApi.list, { id }) });
    void queryClient.invalidateQueries({ queryKey: apiKey(scheduleApi.rewards, { id }) });
  }
}

/**
 * Saves a finished game through the device's queue (docs/product.md#offline-play), online and
 * offline alike: the result is stored first, then sent with the queue when there is a connection;
 * the answer says its fate, and a recorded result refreshes the reads it changes.
 */
export function useSaveResult(): (item: ProgressItem) => Promise<SaveFate> {
  const queryClient = useQueryClient();
  return useCallback(
    async (item: ProgressItem) => {
      const fate = await saveThroughQueue(item);
      if (fate === 'sent') refreshAfterResult(queryClient, item);
      return fate;
    },
    [queryClient],
  );
}
