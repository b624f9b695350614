import {
  GOAL_ENDED,
  GOAL_NOT_FOUND,
  NOT_AN_OBSERVATION_GOAL,
  OBSERVATION_NOT_FOUND,
  OBSERVATION_NOT_YOURS,
  OBSERVED_ON_BEFORE_START,
  OBSERVED_ON_IN_FUTURE,
  type observationBody,
  type ObservationResponse,
} from '@neurobridge/shared/api/goals';
import { localDateString } from '@neurobridge/shared/domain/time';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { goalEvents, goalObservations, goals } from '../../db/schema/goals';
import { fieldError, HttpError, notFound } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import type { ChildAccess } from '../children/child-access';
import { goalAnswer } from './goal-answer';
import { toObservation } from './goal-detail';
import { evaluateGoalMet } from './goal-measures';
import { personName } from './person-name';

export type NewObservation = z.output<typeof observationBody>;

/** The child's goal, its row held until the transaction ends (after the child's, never before). */
async function lockGoal(tx: Db, childId: number, goalId: number) {
  const [goal] = await tx
    .select()
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.childId, childId)))
    .for('update');
  if (!goal) throw notFound(GOAL_NOT_FOUND);
  return goal;
}

/**
 * Yes/no observations of a goal measured by observation (docs/product.md#goals): any reader who may
 * record for the child adds one; only its recorder removes it. Each is in the goal's history, and
 * a new one asks the rule in its transaction. Removing one never undoes `met` (met once).
 */
export function createObservationsService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    async add(
      access: ChildAccess,
      user: SessionUser,
      goalId: number,
      body: NewObservation,
    ): Promise<ObservationResponse> {
      const childId = access.child.id;
      const viewer = { userId: user.id, role: access.role };
      return db.transaction(async (tx) => {
        const goal = await lockGoal(tx, childId, goalId);
        if (goal.measure !== 'observation') throw new HttpError(409, NOT_AN_OBSERVATION_GOAL);
        if (goal.status === 'ended') throw new HttpError(409, GOAL_ENDED);
        const now = clock.now();
        if (body.observed_on < goal.startDate) throw fieldError('observed_on', OBSERVED_ON_BEFORE_START);
        if (body.observed_on > localDateString(now)) throw fieldError('observed_on', OBSERVED_ON_IN_FUTURE);
        const recorderName = personName(user);
        const [row] = await tx
          .insert(goalObservations)
          .values({
            goalId,
            recorderUserId: user.id,
            recorderName,
            observedOn: body.observed_on,
            achieved: body.achieved,
            note: body.note || null,
            createdAt: now,
          })
          .returning();
        await tx.insert(goalEvents).values({
          goalId,
          actorUserId: user.id,
          actorName: recorderName,
          action: 'observation',
          changes: { observed_on: [null, body.observed_on], achieved: [null, body.achieved] },
          at: now,
        });
        await evaluateGoalMet(tx, goalId, now);
        return { observation: toObservation(row!, viewer), goal: await goalAnswer(tx, childId, goalId, viewer) };
      });
    },

    /** Its recorder only; the history keeps that it was removed. */
    async remove(access: ChildAccess, user: SessionUser, goalId: number, observationId: number): Promise<void> {
      const childId = access.child.id;
      await db.transaction(async (tx) => {
        await lockGoal(tx, childId, goalId);
        const [row] = await tx
          .select()
          .from(goalObservations)
          .where(and(eq(goalObservations.id, observationId), eq(goalObservations.goalId, goalId)));
        if (!row) throw notFound(OBSERVATION_NOT_FOUND);
        if (row.recorderUserId !== user.id) throw new HttpError(403, OBSERVATION_NOT_YOURS);
        await tx.delete(goalObservations).where(eq(goalObservations.id, observationId));
        await tx.insert(goalEvents).values({
          goalId,
          actorUserId: user.id,
          actorName: personName(user),
          action: 'observation',
          changes: { observed_on: [row.observedOn, null], achieved: [row.achieved, null] },
          at: clock.now(),
        });
      });
    },
  };
}

export type ObservationsService = ReturnType<typeof createObservationsService>;
