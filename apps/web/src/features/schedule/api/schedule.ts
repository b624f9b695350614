import { activitiesApi } from '@neurobridge/shared/api/activities';
import { starsApi } from '@neurobridge/shared/api/stars';
import { scheduleApi, type CompleteScheduleEntryResponse, type ScheduleEntry } from '@neurobridge/shared/api/schedule';
import {
  type CreateScheduleEntryBody,
  type MoveScheduleEntryBody,
  scheduleChangesApi,
} from '@neurobridge/shared/api/schedule-changes';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi, downloadApi } from '../../../lib/api';
import { clock } from '../../../lib/clock';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { saveThroughQueue, takeTickAnswer } from '../../../lib/offline/result-queue';
import { useSignedInUserId } from '../../../lib/offline/result-queue-account';

/** The child's week, every entry with this week's completion and its streak (docs/product.md#calendar). */
export const scheduleQueryOptions = (id: number) => apiQuery(scheduleApi.list, { params: { id } });

/** The child's rewards, newest first; the screen shows the first 3 (docs/product.md#calendar). */
export const rewardsQueryOptions = (id: number) => apiQuery(scheduleApi.rewards, { params: { id } });

/** What the add dialog offers: the catalogue as locked by the plan of the child's parent. */
export const schedulableActivitiesQueryOptions = (childId: number) =>
  queryOptions({ ...apiQuery(activitiesApi.list, { query: { child: String(childId) } }), staleTime: 60_000 });

export function useAddEntry(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    /** `idempotencyKey`: one per add dialog, so a doubled or retried choice adds one entry. */
    mutationFn: ({ body, idempotencyKey }: { body: CreateScheduleEntryBody; idempotencyKey: string }) =>
      callApi(scheduleChangesApi.add, { params: { id: childId }, body, idempotencyKey }),
    onSuccess: (created) => {
      queryClient.setQueryData<ScheduleEntry[]>(scheduleQueryOptions(childId).queryKey, (list) => [
        ...(list ?? []),
        created,
      ]);
    },
  });
}

/**
 * A tick that earned stars (a routine task's, docs/product.md#stars-and-the-reward-shop) changes
 * the child's balance and shop: both are read again.
 */
export function refreshStars(queryClient: QueryClient, childId: number) {
  for (const read of [starsApi.stars, starsApi.shop])
    void queryClient.invalidateQueries({ queryKey: apiKey(read, { id: childId }) });
}

/** The server refused a tick for a reason (the entry or the child was removed): the message is its pt-BR reason. */
export class TickRefused extends Error {}

/**
 * What a tick came to: recorded now (with the server's answer, or null when another tab sent it), or
 * kept on the device until the connection returns (docs/product.md#offline-play).
 */
export type TickOutcome = { queued: false; answer: CompleteScheduleEntryResponse | null } | { queued: true };

/**
 * Ticks an entry by hand through the device's queue, online or not (docs/product.md#offline-play):
 * stamped with the moment it was ticked, so it counts for that week whenever it arrives. The entry
 * shows done at once; the server's answer replaces it, a refusal unticks it (`TickRefused`).
 */
export function useCompleteEntry(childId: number) {
  const queryClient = useQueryClient();
  const userId = useSignedInUserId();
  const weekKey = scheduleQueryOptions(childId).queryKey;
  const putEntry = (entry: ScheduleEntry) =>
    queryClient.setQueryData<ScheduleEntry[]>(weekKey, (list) => list?.map((e) => (e.id === entry.id ? entry : e)));
  return useMutation({
    mutationFn: async (entry: ScheduleEntry): Promise<TickOutcome> => {
      if (userId === undefined) throw new Error('No signed-in account to queue the tick for.');
      const now = clock.now().toISOString();
      const key = newIdempotencyKey();
      const fate = await saveThroughQueue({
        kind: 'tick',
        key,
        userId,
        childId,
        entryId: entry.id,
        label: entry.activity_title,
        completedAt: now,
        queuedAt: now,
      });
      if (typeof fate === 'object') throw new TickRefused(fate.refused);
      return fate === 'queued' ? { queued: true } : { queued: false, answer: takeTickAnswer(key) ?? null };
    },
    onMutate: async (entry) => {
      await queryClient.cancelQueries({ queryKey: weekKey });
      putEntry({ ...entry, is_completed: true });
    },
    onSuccess: (outcome) => {
      if (outcome.queued) return;
      if (!outcome.answer) {
        void queryClient.invalidateQueries({ queryKey: weekKey });
        void queryClient.invalidateQueries(rewardsQueryOptions(childId));
        refreshStars(queryClient, childId);
        return;
      }
      putEntry(outcome.answer.entry);
      if (outcome.answer.stars > 0) refreshStars(queryClient, childId);
      if (outcome.answer.new_rewards.length > 0) void queryClient.invalidateQueries(rewardsQueryOptions(childId));
    },
    onError: (_err, entry) => putEntry(entry),
  });
}

/**
 * Removes an entry of the week. A professional's entry (docs/product.md#home-programme) goes with the
 * family's reason, kept for the professional to read; the family's own take no body.
 */
export function useRemoveEntry(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, reason }: { entryId: number; reason?: string }) =>
      callApi(scheduleChangesApi.remove, {
        params: { id: childId, entryId },
        body: reason === undefined ? undefined : { reason },
      }),
    onSuccess: (_data, { entryId }) => {
      queryClient.setQueryData<ScheduleEntry[]>(scheduleQueryOptions(childId).queryKey, (list) =>
        list?.filter((e) => e.id !== entryId),
      );
    },
  });
}

/**
 * Moves an entry to another day or time of day (the family's own or a professional's); the answer
 * replaces it, and the week is read again for its order within the slot.
 */
export function useMoveEntry(childId: number) {
  const queryClient = useQueryClient();
  const weekKey = scheduleQueryOptions(childId).queryKey;
  return useMutation({
    mutationFn: ({ entryId, body }: { entryId: number; body: MoveScheduleEntryBody }) =>
      callApi(scheduleChangesApi.move, { params: { id: childId, entryId }, body }),
    onSuccess: (moved) => {
      queryClient.setQueryData<ScheduleEntry[]>(weekKey, (list) => list?.map((e) => (e.id === moved.id ? moved : e)));
      void queryClient.invalidateQueries({ queryKey: weekKey });
    },
  });
}

/** 'Imprimir semana (PDF)': the A4 landscape week for the fridge, saved under the server's name. */
export function usePrintableWeek(childId: number, fallbackName: string) {
  return useMutation({
    mutationFn: () => downloadApi(scheduleApi.printableWeek, { params: { id: childId }, fallbackName }),
  });
}
