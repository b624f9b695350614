import { goalsApi, type PutTrialsResponse, type SessionTrials } from '@neurobridge/shared/api/goals';
import type { Trial } from '@neurobridge/shared/domain/goals';
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiKey, apiQuery, callApi } from '../../../lib/api';

export type SessionGoal = SessionTrials['goals'][number];
export type TrialRecord = SessionGoal['records'][number];

/** The session, its goals with everyone's records, and the caller's total (docs/product.md#session-trials). */
export const sessionTrialsQueryOptions = (childId: number, sessionId: number) =>
  apiQuery(goalsApi.sessionTrials, { params: { id: childId, sessionId } });

/**
 * The caller's whole list for one goal of the session (undo is a shorter list). The same list sent
 * twice leaves the same state, so it needs no Idempotency-Key; the screen sends one at a time
 * (`useTrialsSaver`).
 */
export function usePutTrials(childId: number, sessionId: number) {
  return useMutation({
    mutationFn: ({ goalId, trials }: { goalId: number; trials: Trial[] }): Promise<PutTrialsResponse> =>
      callApi(goalsApi.putTrials, { params: { id: childId, sessionId, goalId }, body: { trials } }),
  });
}

/**
 * Once the saves are done: the session's records (the others' too, and the agreement) and the
 * goals, whose measure and 'Meta alcançada' the trials may have changed, are read again.
 */
export function refreshAfterTrials(queryClient: QueryClient) {
  return Promise.all(
    [goalsApi.sessionTrials, goalsApi.list, goalsApi.detail].map((e) =>
      queryClient.invalidateQueries({ queryKey: apiKey(e) }),
    ),
  );
}
