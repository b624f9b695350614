import { activitiesApi } from '@neurobridge/shared/api/activities';
import {
  scheduleApi,
  type CompleteScheduleEntryResponse,
  type CreateScheduleEntryBody,
  type ScheduleEntry,
} from '@neurobridge/shared/api/schedule';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiQuery, callApi, downloadApi } from '../../../lib/api';

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
      callApi(scheduleApi.add, { params: { id: childId }, body, idempotencyKey }),
    onSuccess: (created) => {
      queryClient.setQueryData<ScheduleEntry[]>(scheduleQueryOptions(childId).queryKey, (list) => [
        ...(list ?? []),
        created,
      ]);
    },
  });
}

export function useCompleteEntry(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number): Promise<CompleteScheduleEntryResponse> =>
      callApi(scheduleApi.complete, { params: { id: childId, entryId } }),
    onSuccess: ({ entry, new_rewards }) => {
      queryClient.setQueryData<ScheduleEntry[]>(scheduleQueryOptions(childId).queryKey, (list) =>
        list?.map((e) => (e.id === entry.id ? entry : e)),
      );
      if (new_rewards.length > 0) void queryClient.invalidateQueries(rewardsQueryOptions(childId));
    },
  });
}

export function useRemoveEntry(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => callApi(scheduleApi.remove, { params: { id: childId, entryId } }),
    onSuccess: (_data, entryId) => {
      queryClient.setQueryData<ScheduleEntry[]>(scheduleQueryOptions(childId).queryKey, (list) =>
        list?.filter((e) => e.id !== entryId),
      );
    },
  });
}

/** 'Imprimir semana (PDF)': the A4 landscape week for the fridge, saved under the server's name. */
export function usePrintableWeek(childId: number, fallbackName: string) {
  return useMutation({
    mutationFn: () => downloadApi(scheduleApi.printableWeek, { params: { id: childId }, fallbackName }),
  });
}
