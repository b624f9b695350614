import { activitiesApi } from '@neurobridge/shared/api/activities';
import { goalsApi } from '@neurobridge/shared/api/goals';
import {
  homeProgrammeApi,
  type CreateAssignmentBody,
  type HomeProgramme,
} from '@neurobridge/shared/api/home-programme';
import { scheduleApi } from '@neurobridge/shared/api/schedule';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '../../../lib/api';

/** The child's assignments not ended, newest first (docs/product.md#home-programme). */
export const homeProgrammeQueryOptions = (childId: number) =>
  apiQuery(homeProgrammeApi.list, { params: { id: childId } });

/** The professional's adherence, every child with access, the last 4 weeks. */
export const adherenceQueryOptions = apiQuery(homeProgrammeApi.adherence, {});

/** What the assign dialog offers: the catalogue as locked by the plan of the child's parent. */
export const practiceActivitiesQueryOptions = (childId: number) =>
  queryOptions({ ...apiQuery(activitiesApi.list, { query: { child: String(childId) } }), staleTime: 60_000 });

/** The child's goals, for the dialog's 'Meta (opcional)' (the active ones are offered). */
export const childGoalsQueryOptions = (childId: number) => apiQuery(goalsApi.list, { params: { id: childId } });

/**
 * An assignment changes the child's list, the professional's adherence and the family's week (its
 * entries come and go): all three are read again.
 */
function refreshAfterChange(queryClient: QueryClient, childId: number) {
  void queryClient.invalidateQueries({ queryKey: apiKey(homeProgrammeApi.list, { id: childId }) });
  void queryClient.invalidateQueries({ queryKey: apiKey(homeProgrammeApi.adherence) });
  void queryClient.invalidateQueries({ queryKey: apiKey(scheduleApi.list, { id: childId }) });
}

/** 'Atribuir prática': one `Idempotency-Key` per dialog, so a doubled or retried submit assigns once. */
export function useCreateAssignment(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateAssignmentBody; idempotencyKey: string }) =>
      callApi(homeProgrammeApi.create, { params: { id: childId }, body, idempotencyKey }),
    onSuccess: (created) => {
      queryClient.setQueryData<HomeProgramme>(homeProgrammeQueryOptions(childId).queryKey, (data) =>
        data ? { assignments: [created, ...data.assignments.filter((a) => a.id !== created.id)] } : data,
      );
      refreshAfterChange(queryClient, childId);
    },
  });
}

/** 'Encerrar prática' (its professional only): it leaves the list and its entries the family's week. */
export function useEndAssignment(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: number) => callApi(homeProgrammeApi.end, { params: { id: childId, assignmentId } }),
    onSuccess: (_data, assignmentId) => {
      queryClient.setQueryData<HomeProgramme>(homeProgrammeQueryOptions(childId).queryKey, (data) =>
        data ? { assignments: data.assignments.filter((a) => a.id !== assignmentId) } : data,
      );
      refreshAfterChange(queryClient, childId);
    },
  });
}
