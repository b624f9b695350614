import type { GoalDetail } from '@neurobridge/shared/api/goals';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { gameMeasures, observationMeasures, sessionMeasures, type GoalRow } from './goal-measures';
import type { GoalViewer } from './goals-view';
import { personNameSql } from './person-name';

type Observation = GoalDetail['measures']['observations'][number];

/** A yes/no observation as the answers carry it. */
export function toObservation(
  row: {
    id: number;
    observedOn: string;
    achieved: boolean;
    note: string | null;
    recorderName: string;
    recorderUserId: number | null;
  },
  viewer: GoalViewer,
): Observation {
  return {
    id: row.id,
    at: row.observedOn,
    value: row.achieved ? 100 : 0,
    note: row.note,
    recorder_name: row.recorderName,
    mine: row.recorderUserId === viewer.userId,
  };
}

/**
 * A goal's three kinds of measure since its start, the latest 200 of each, oldest first
 * (docs/product.md#goals): every reader of the child sees them all, the sessions with their
 * professional's name (never their notes).
 */
export async function goalMeasures(db: Db, goal: GoalRow, viewer: GoalViewer): Promise<GoalDetail['measures']> {
  const game = await gameMeasures(db, goal);
  const sessions = await sessionMeasures(db, goal);
  const observations = await observationMeasures(db, goal);
  const ids = [...new Set(sessions.map((s) => s.professionalUserId))];
  const names = new Map(
    ids.length === 0
      ? []
      : (await db.select({ id: users.id, name: personNameSql }).from(users).where(inArray(users.id, ids))).map((u) => [
          u.id,
          u.name,
        ]),
  );
  return {
    game: game.map((m) => ({ at: m.at, value: m.value, activity_title: m.activityTitle })),
    sessions: sessions.map((s) => ({
      session_id: s.sessionId,
      at: s.at,
      value: s.value,
      independent_percent: s.independentPercent,
      trials: s.trials,
      professional_name: names.get(s.professionalUserId) ?? '',
    })),
    observations: observations.map((o) => toObservation(o, viewer)),
  };
}
