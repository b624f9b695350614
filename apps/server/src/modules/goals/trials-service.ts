import {
  GOAL_ENDED,
  GOAL_NOT_FOUND,
  SESSION_NOT_FOUND,
  TOO_MANY_TRIALS,
  type PutTrialsResponse,
  type SessionTrials,
  type putTrialsBody,
} from '@neurobridge/shared/api/goals';
import { SESSION_TRIALS_MAX } from '@neurobridge/shared/domain/goals';
import { and, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { goals, sessionTrials } from '../../db/schema/goals';
import { HttpError, notFound } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import type { ChildAccess } from '../children/child-access';
import { evaluateGoalMet } from './goal-measures';
import { goalAnswer } from './goal-answer';
import { personName } from './person-name';
import { findSession, sessionGoals, sessionTrialRows } from './trials-queries';
import { toSessionTrials, toTrialRecord } from './trials-view';

export type PutTrialsInput = z.output<typeof putTrialsBody>;

/**
 * A session's trial data per goal (docs/product.md#session-trials): every reader of the child
 * reads any session logged for it and records their own list per goal; two lists of the same
 * session and goal are compared trial by trial.
 */
export function createTrialsService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    /** The session (date, type, times, its professional — never its notes), its goals and their records. */
    async sessionTrials(childId: number, sessionId: number, viewerId: number): Promise<SessionTrials> {
      const session = await findSession(db, childId, sessionId);
      if (!session) throw notFound(SESSION_NOT_FOUND);
      const [goalRows, rows] = await Promise.all([
        sessionGoals(db, childId, sessionId),
        sessionTrialRows(db, sessionId),
      ]);
      return toSessionTrials(session, goalRows, rows, viewerId);
    },

    /**
     * Replaces the caller's list for (session, goal) — an empty list removes it — in one
     * transaction holding the session's row, so two writes of the same session never interleave
     * their rows nor both pass the limit: the caller's trials in the session, all goals together,
     * stay within SESSION_TRIALS_MAX (400 otherwise, nothing written). The same list again leaves
     * the same state. The goal may become met (evaluateGoalMet, in the same transaction).
     */
    async putTrials(
      access: ChildAccess,
      sessionId: number,
      goalId: number,
      user: SessionUser,
      { trials }: PutTrialsInput,
    ): Promise<PutTrialsResponse> {
      const childId = access.child.id;
      const viewerId = user.id;
      return db.transaction(async (tx) => {
        const session = await findSession(tx, childId, sessionId, true);
        if (!session) throw notFound(SESSION_NOT_FOUND);
        // The goal's row before the trials are written: their foreign key takes a share lock on it,
        // and two writes in two sessions each holding one would wait for each other when
        // evaluateGoalMet asks for the row.
        const [goal] = await tx
          .select({ status: goals.status })
          .from(goals)
          .where(and(eq(goals.id, goalId), eq(goals.childId, childId)))
          .for('update');
        if (!goal) throw notFound(GOAL_NOT_FOUND);
        if (goal.status === 'ended') throw new HttpError(409, GOAL_ENDED);
        const mine = and(eq(sessionTrials.sessionId, sessionId), eq(sessionTrials.recorderUserId, viewerId));
        const [others] = await tx
          .select({ n: count() })
          .from(sessionTrials)
          .where(and(mine, ne(sessionTrials.goalId, goalId)));
        if ((others?.n ?? 0) + trials.length > SESSION_TRIALS_MAX) throw new HttpError(400, TOO_MANY_TRIALS);
        const removed = await tx
          .delete(sessionTrials)
          .where(and(mine, eq(sessionTrials.goalId, goalId)))
          .returning({ at: sessionTrials.recordedAt });
        const now = clock.now();
        // A record keeps the moment it was begun: without the session professional's, the earliest
        // recorder's is the session's measure (goal-measures.ts).
        const begun = removed.reduce<Date | null>((min, r) => (!min || r.at < min ? r.at : min), null) ?? now;
        if (trials.length > 0) {
          await tx.insert(sessionTrials).values(
            trials.map((trial, position) => ({
              sessionId,
              goalId,
              recorderUserId: viewerId,
              position,
              result: trial.result,
              prompt: trial.prompt,
              recordedAt: begun,
            })),
          );
        }
        await evaluateGoalMet(tx, goalId, now);
        return {
          record: toTrialRecord({ userId: viewerId, name: personName(user) }, trials, session, viewerId),
          goal: await goalAnswer(tx, childId, goalId, { userId: viewerId, role: access.role }),
        };
      });
    },
  };
}

export type TrialsService = ReturnType<typeof createTrialsService>;
