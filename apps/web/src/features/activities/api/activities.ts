import { activitiesApi, type ActivitiesQuery } from '@neurobridge/shared/api/activities';
import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import { progressApi, type CreateProgressBody } from '@neurobridge/shared/api/progress';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '../../../lib/api';

export const activitiesQueryOptions = (query: ActivitiesQuery) =>
  queryOptions({ ...apiQuery(activitiesApi.list, { query }), staleTime: 60_000 });

/**
 * One activity for the detail and the player, locked by the plan of `child`'s parent when the
 * link named a child, else of the caller (docs/product.md#activity-detail).
 */
export const activityQueryOptions = (id: number, child?: number) =>
  queryOptions({
    ...apiQuery(
      activitiesApi.get,
      child === undefined ? { params: { id } } : { params: { id }, query: { child: String(child) } },
    ),
    staleTime: 60_000,
  });

/**
 * One finished game to save: its result, stamped with `played_at` when the game ended, and the
 * `Idempotency-Key` minted for that game, so a retry of the same save (after an error or a lost
 * answer) records it once and the next game is a new result (docs/product.md#idempotency).
 */
export interface ProgressSave {
  body: Omit<CreateProgressBody, 'schedule_entry_id'>;
  idempotencyKey: string;
}

/**
 * Saves a result; started from the child's week (`entryId`), the same save completes that calendar
 * entry on the server (docs/product.md#recording-progress), so the week is refreshed with the list.
 */
export function useSaveProgress(childId: number, entryId?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: ProgressSave) =>
      callApi(progressApi.record, {
        params: { id: childId },
        body: entryId ? { ...body, schedule_entry_id: entryId } : body,
        idempotencyKey,
      }),
    onSuccess: () => {
      // Every page of the child's list and its numbers (docs/product.md#reading-progress); the
      // keys are the endpoints', so this feature need not know the child page's.
      void queryClient.invalidateQueries({ queryKey: apiKey(progressApi.list, { id: childId }) });
      void queryClient.invalidateQueries({ queryKey: apiKey(progressApi.summary, { id: childId }) });
      void queryClient.invalidateQueries({ queryKey: apiKey(dashboardApi.stats) });
      if (entryId) {
        void queryClient.invalidateQueries({ queryKey: apiKey(scheduleApi.list, { id: childId }) });
        void queryClient.invalidateQueries({ queryKey: apiKey(scheduleApi.rewards, { id: childId }) });
      }
    },
  });
}
