import { activitiesApi } from '@neurobridge/shared/api/activities';
import {
  goalsApi,
  type CreateGoalBody,
  type Goal,
  type GoalDetail,
  type ObservationBody,
  type UpdateGoalBody,
} from '@neurobridge/shared/api/goals';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '../../../lib/api';

/** The child's goals, active first, each with its last measure (docs/product.md#goals). */
export const goalsQueryOptions = (childId: number) => apiQuery(goalsApi.list, { params: { id: childId } });

/** One goal with its measures (the chart's points) and its history. */
export const goalDetailQueryOptions = (childId: number, goalId: number) =>
  apiQuery(goalsApi.detail, { params: { id: childId, goalId } });

/** What the goal form links: the catalogue as locked by the plan of the child's parent. */
export const goalActivitiesQueryOptions = (childId: number) =>
  queryOptions({ ...apiQuery(activitiesApi.list, { query: { child: String(childId) } }), staleTime: 60_000 });

/**
 * A write changed a goal: its page shows the answer at once, and the child's list and the goal's
 * page (its history and measures) are read again.
 */
function refreshGoals(queryClient: QueryClient, childId: number, goal?: Goal) {
  if (goal) {
    queryClient.setQueryData<GoalDetail>(
      goalDetailQueryOptions(childId, goal.id).queryKey,
      (detail) => detail && { ...detail, goal },
    );
  }
  return Promise.all(
    [goalsApi.list, goalsApi.detail].map((e) =>
      queryClient.invalidateQueries({ queryKey: apiKey(e, { id: childId }) }),
    ),
  );
}

/** 'Nova meta'; `idempotencyKey` is one per dialog, so a doubled 'Salvar meta' creates one goal. */
export function useCreateGoal(childId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateGoalBody; idempotencyKey: string }) =>
      callApi(goalsApi.create, { params: { id: childId }, body, idempotencyKey }),
    onSuccess: (goal) => refreshGoals(queryClient, childId, goal),
  });
}

/** Changed fields only, or a status ('Pausar', 'Retomar', 'Encerrar', 'Reativar'). */
export function useUpdateGoal(childId: number, goalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateGoalBody) => callApi(goalsApi.update, { params: { id: childId, goalId }, body }),
    onSuccess: (goal) => refreshGoals(queryClient, childId, goal),
  });
}

/** 'Registrar observação'; one key per form until it succeeds, so a doubled click records one. */
export function useAddObservation(childId: number, goalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: ObservationBody; idempotencyKey: string }) =>
      callApi(goalsApi.addObservation, { params: { id: childId, goalId }, body, idempotencyKey }),
    onSuccess: (answer) => refreshGoals(queryClient, childId, answer.goal),
  });
}

/** 'Remover' of the caller's own observation: it leaves the page at once, then the goal is read again. */
export function useRemoveObservation(childId: number, goalId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (observationId: number) =>
      callApi(goalsApi.removeObservation, { params: { id: childId, goalId, observationId } }),
    onSuccess: (_none, observationId) => {
      queryClient.setQueryData<GoalDetail>(
        goalDetailQueryOptions(childId, goalId).queryKey,
        (detail) =>
          detail && {
            ...detail,
            measures: {
              ...detail.measures,
              observations: detail.measures.observations.filter((o) => o.id !== observationId),
            },
          },
      );
      return refreshGoals(queryClient, childId);
    },
  });
}
