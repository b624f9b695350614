import {
  criterionHolds,
  type Criterion,
  type CriterionUnit,
  type GoalMeasure,
  type MeasurePoint,
} from '@neurobridge/shared/domain/goals';
import { localMidnight } from '@neurobridge/shared/domain/time';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progressEntries } from '../../db/schema/activities';
import { goalActivities, goalEvents, goalObservations, goals, sessionTrials } from '../../db/schema/goals';
import { professionalSessions } from '../../db/schema/professionals';

export type GoalRow = typeof goals.$inferSelect;

export function criterionOf(goal: GoalRow): Criterion {
  return {
    percent: goal.criterionPercent,
    count: goal.criterionCount,
    unit: goal.criterionUnit as CriterionUnit,
    measure: goal.measure as GoalMeasure,
  };
}

/** A finished, scored result of a linked activity since the goal's start: its score. */
export async function gameMeasures(
  db: Db,
  goal: Pick<GoalRow, 'id' | 'childId' | 'startDate'>,
  limit = 200,
): Promise<(MeasurePoint & { activityTitle: string })[]> {
  const rows = await db
    .select({
      at: progressEntries.completionDate,
      value: progressEntries.score,
      activityTitle: progressEntries.activityTitle,
    })
    .from(progressEntries)
    .innerJoin(
      goalActivities,
      and(eq(goalActivities.activityId, progressEntries.activityId), eq(goalActivities.goalId, goal.id)),
    )
    .where(
      and(
        eq(progressEntries.childId, goal.childId),
        eq(progressEntries.status, 'completed'),
        sql`${progressEntries.score} is not null`,
        sql`${progressEntries.completionDate} >= ${localMidnight(goal.startDate)}`,
      ),
    )
    .orderBy(sql`${progressEntries.completionDate} desc`, sql`${progressEntries.id} desc`)
    .limit(limit);
  return rows.reverse().map((r) => ({ at: r.at.toISOString(), value: r.value!, activityTitle: r.activityTitle }));
}

export interface SessionMeasure extends MeasurePoint {
  sessionId: number;
  independentPercent: number;
  trials: number;
  professionalUserId: number;
}

/**
 * The session measures of the goals `goalIds` (a list or subquery of ids), as the CTE `chosen`: per
 * goal and session, the record of the professional who logged the session, or, without one, the
 * earliest recorder's (docs/product.md#session-trials) — its `total`, `correct` and `independent`
 * trials, with the session's date and start time; sessions from the goal's start only. The one
 * statement of this rule: the goal's detail and its criterion read it for one goal, the goals' list
 * for all of a child's goals at once.
 */
export function chosenSessionRecords(goalIds: SQL): SQL {
  return sql`with per as (
      select ${sessionTrials.goalId} as goal_id, ${sessionTrials.sessionId} as session_id,
        ${sessionTrials.recorderUserId} as recorder,
        count(*)::int as total,
        (count(*) filter (where ${sessionTrials.result} = 'correct'))::int as correct,
        (count(*) filter (where ${sessionTrials.result} = 'correct' and ${sessionTrials.prompt} = 'independent'))::int as independent,
        min(${sessionTrials.recordedAt}) as first_at
      from ${sessionTrials}
      where ${sessionTrials.goalId} in (${goalIds})
      group by 1, 2, 3
    ), chosen as (
      select distinct on (per.goal_id, per.session_id) per.*, s.session_date, s.start_time, s.professional_user_id
      from per join ${professionalSessions} s on s.id = per.session_id
        join ${goals} g on g.id = per.goal_id
      where s.session_date >= g.start_date
      order by per.goal_id, per.session_id, (per.recorder = s.professional_user_id) desc, per.first_at
    )`;
}

/**
 * Each session with trials for the goal (docs/product.md#session-trials), by `chosenSessionRecords`:
 * its value the percentage correct. Sessions from the goal's start, oldest first (date, start time).
 */
export async function sessionMeasures(
  db: Db,
  goal: Pick<GoalRow, 'id' | 'startDate'>,
  limit = 200,
): Promise<SessionMeasure[]> {
  const result = await db.execute(sql`${chosenSessionRecords(sql`${goal.id}`)}
    select session_id, to_char(session_date, 'YYYY-MM-DD') as session_date, professional_user_id, total, correct, independent
    from chosen order by session_date desc, start_time desc nulls last, session_id desc limit ${limit}`);
  // Both drivers (pg and PGlite) answer `{ rows }`.
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.reverse().map((row) => ({
    sessionId: Number(row.session_id),
    at: String(row.session_date),
    value: Math.round((Number(row.correct) * 100) / Number(row.total)),
    independentPercent: Math.round((Number(row.independent) * 100) / Number(row.total)),
    trials: Number(row.total),
    professionalUserId: Number(row.professional_user_id),
  }));
}

export async function observationMeasures(db: Db, goal: Pick<GoalRow, 'id' | 'startDate'>, limit = 200) {
  const rows = await db
    .select()
    .from(goalObservations)
    .where(and(eq(goalObservations.goalId, goal.id), sql`${goalObservations.observedOn} >= ${goal.startDate}`))
    .orderBy(sql`${goalObservations.observedOn} desc`, sql`${goalObservations.id} desc`)
    .limit(limit);
  return rows.reverse().map((r) => ({ ...r, at: r.observedOn, value: r.achieved ? 100 : 0 }));
}

/** The points the goal's criterion is judged on: its own measure's, oldest first. */
export async function criterionPoints(db: Db, goal: GoalRow): Promise<MeasurePoint[]> {
  // The last `count` measures (or days) decide; a few more than that are enough to judge, but
  // `days` needs every measure of those days: 200 covers both at any count the contract allows.
  switch (goal.measure as GoalMeasure) {
    case 'game_score':
      return gameMeasures(db, goal);
    case 'trials':
      return sessionMeasures(db, goal);
    case 'observation':
      return observationMeasures(db, goal);
  }
}

/**
 * Whether the goal's criterion now holds, and if so records it, once (docs/product.md#goals): the
 * goal's row is locked, and only an active goal not met before becomes `met`, with `met_at` now and
 * a `met` event in its history. Call it inside the transaction that wrote a new measure (a result,
 * trials, an observation) or changed the criterion. Answers true when this call met it.
 */
export async function evaluateGoalMet(tx: Db, goalId: number, now: Date): Promise<boolean> {
  const [goal] = await tx.select().from(goals).where(eq(goals.id, goalId)).for('update');
  if (!goal || goal.status !== 'active' || goal.metAt) return false;
  if (!criterionHolds(criterionOf(goal), await criterionPoints(tx, goal))) return false;
  await tx.update(goals).set({ status: 'met', metAt: now, updatedAt: now }).where(eq(goals.id, goalId));
  await tx.insert(goalEvents).values({
    goalId,
    actorUserId: null,
    actorName: null,
    action: 'met',
    changes: { status: ['active', 'met'] },
    at: now,
  });
  return true;
}

/** The child's active goals measured by game score that count results of this activity. */
export async function gameGoalsOf(tx: Db, childId: number, activityId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: goals.id })
    .from(goals)
    .innerJoin(goalActivities, eq(goalActivities.goalId, goals.id))
    .where(
      and(
        eq(goals.childId, childId),
        eq(goalActivities.activityId, activityId),
        eq(goals.status, 'active'),
        eq(goals.measure, 'game_score'),
      ),
    )
    .orderBy(asc(goals.id));
  return rows.map((r) => r.id);
}
