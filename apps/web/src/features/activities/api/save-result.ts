import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { saveThroughQueue, type QueuedItem } from '../../../lib/offline/result-queue';
import { refreshChildReads } from '../../../lib/offline/result-reads';

/** A finished game's result as the device's queue keeps it. */
export type ProgressItem = Extract<QueuedItem, { kind: 'progress' }>;

/** What became of a save: recorded, kept on the device to send later, or refused with the server's reason. */
export type SaveFate = 'sent' | 'queued' | { refused: string };

/** What a recorded result changes (lib/offline/result-reads.ts): the week too when it was started from the week. */
export function refreshAfterResult(queryClient: QueryClient, item: ProgressItem): void {
  refreshChildReads(queryClient, item.childId, { week: item.body.schedule_entry_id !== undefined });
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
