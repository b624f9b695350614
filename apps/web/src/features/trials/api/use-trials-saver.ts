import type { Goal } from '@neurobridge/shared/api/goals';
import type { Trial } from '@neurobridge/shared/domain/goals';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { trialsMessages as m } from '../messages';
import { refreshAfterTrials, usePutTrials, type TrialRecord } from './session-trials';

export type SaveState =
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** No answer, or one a retry may change: the list stays on screen, to be sent again. */
  | { kind: 'failed'; message: string }
  /** The server said no (the 200 limit, an ended goal): the list is back to what it holds. */
  | { kind: 'refused'; message: string };

/** One goal's recording on this screen, once the person has tapped. */
export interface GoalRecording {
  /** The list on screen, oldest first. */
  trials: Trial[];
  save: SaveState;
  /** The server's latest answer for the goal: the caller's record and the goal as it now is. */
  record?: TrialRecord;
  goal?: Goal;
}

const SAVING: SaveState = { kind: 'saving' };
const SAVED: SaveState = { kind: 'saved' };

/** A refusal asking again cannot change: a wrong list, the limit, an ended goal, a goal or session gone. */
function isRefusal(err: unknown): err is ApiError {
  return err instanceof ApiError && [400, 404, 409].includes(err.status);
}

/**
 * Saves each goal's list after every tap (docs/product.md#session-trials): the whole list is PUT,
 * one request at a time for the whole screen, and a list tapped while one is on its way waits and
 * goes next — only the newest of it, so the server never gets an older list after a newer one.
 * A failed request keeps the list on screen and waits for `retry` (or the next tap), which sends
 * the newest list; a refusal puts the list back to what the server holds and says why. When
 * nothing is left to send, the session's records and the goals are read again.
 */
export function useTrialsSaver(childId: number, sessionId: number) {
  const queryClient = useQueryClient();
  const { mutateAsync } = usePutTrials(childId, sessionId);
  const [goals, setGoals] = useState<Record<number, GoalRecording>>({});
  // Outside React's state: the queue must be read and changed at once between two awaits.
  const queue = useRef({
    busy: false,
    /** The newest list waiting to be sent, per goal. */
    pending: new Map<number, Trial[]>(),
    /** What the server holds, per goal: a refusal goes back to it. */
    held: new Map<number, Trial[]>(),
  });

  const patch = useCallback(
    (goalId: number, change: Partial<GoalRecording>) =>
      setGoals((all) => ({ ...all, [goalId]: { trials: [], save: SAVING, ...all[goalId], ...change } })),
    [],
  );

  const pump = useCallback(async () => {
    const q = queue.current;
    if (q.busy) return;
    q.busy = true;
    try {
      for (let next = q.pending.entries().next(); !next.done; next = q.pending.entries().next()) {
        const [goalId, trials] = next.value;
        q.pending.delete(goalId);
        try {
          const answer = await mutateAsync({ goalId, trials });
          q.held.set(goalId, answer.record.trials);
          patch(goalId, {
            record: answer.record,
            goal: answer.goal,
            ...(q.pending.has(goalId) ? {} : { save: SAVED }),
          });
        } catch (err) {
          if (isRefusal(err)) {
            q.pending.delete(goalId);
            const message = err.serverMessage ?? m.save.failed;
            patch(goalId, { trials: q.held.get(goalId) ?? [], save: { kind: 'refused', message } });
            continue;
          }
          // A newer list tapped meanwhile stays the one to send.
          if (!q.pending.has(goalId)) q.pending.set(goalId, trials);
          const said = err instanceof ApiError && err.status < 500 ? err.serverMessage : undefined;
          patch(goalId, { save: { kind: 'failed', message: said ?? m.save.failed } });
          return;
        }
      }
    } finally {
      q.busy = false;
    }
    void refreshAfterTrials(queryClient);
  }, [mutateAsync, patch, queryClient]);

  /** A tap or an undo: `next` is the goal's whole list; `onServer` what the screen read for it. */
  const record = useCallback(
    (goalId: number, next: Trial[], onServer: Trial[]) => {
      const q = queue.current;
      if (!q.held.has(goalId)) q.held.set(goalId, onServer);
      q.pending.set(goalId, next);
      patch(goalId, { trials: next, save: SAVING });
      void pump();
    },
    [patch, pump],
  );

  const retry = useCallback(
    (goalId: number) => {
      patch(goalId, { save: SAVING });
      void pump();
    },
    [patch, pump],
  );

  // Closing the page with a list not yet saved: the browser asks first.
  const unsaved = Object.values(goals).some((g) => g.save.kind === 'saving' || g.save.kind === 'failed');
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { goals, record, retry };
}
