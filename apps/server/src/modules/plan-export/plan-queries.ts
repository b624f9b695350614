import { TIME_ZONE } from '@neurobridge/shared/domain/time';
import { and, asc, between, eq, gte, isNotNull, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progressEntries as p } from '../../db/schema/activities';
import { goalActivities, goalObservations, goals, homeAssignments, sessionTrials } from '../../db/schema/goals';
import { professionalSessions as s } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { chosenSessionRecords } from '../goals/goal-measures';
import { readGoals } from '../goals/goals-queries';
import { personNameSql } from '../goals/person-name';
import { isCompleted, playedAtText, playedBetween } from '../progress/progress-rules';

/**
 * The reads of the plan's export (docs/product.md#plan-export), each one statement over one child
 * and one period, whatever the number of goals: `from`/`to` are the period's São Paulo days
 * (inclusive), `since`/`until` the instants they start and end at.
 */
export interface PlanPeriodBounds {
  childId: number;
  from: string;
  to: string;
  since: Date;
  until: Date;
}

/**
 * The child's goals started by the period's end, but not those ended before it began (their last
 * change was before the period), in the list's order (active, paused, met, ended; newest first).
 */
export function goalRows(db: Db, { childId, to, since }: PlanPeriodBounds) {
  return readGoals(
    db,
    and(
      eq(goals.childId, childId),
      lte(goals.startDate, to),
      or(sql`${goals.status} <> 'ended'`, gte(goals.updatedAt, since)),
    )!,
  );
}

/** The sessions logged for the child in the period, oldest first, with the professional's name. */
export function sessionRows(db: Db, { childId, from, to }: PlanPeriodBounds) {
  return db
    .select({
      id: s.id,
      date: sql<string>`to_char(${s.sessionDate}, 'YYYY-MM-DD')`,
      type: s.sessionType,
      startTime: s.startTime,
      durationMinutes: s.durationMinutes,
      professionalUserId: s.professionalUserId,
      professionalName: personNameSql,
      notes: s.sessionNotes,
      summary: s.progressSummary,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.professionalUserId))
    .where(and(eq(s.childId, childId), between(s.sessionDate, from, to)))
    .orderBy(asc(s.sessionDate), sql`${s.startTime} asc nulls first`, asc(s.id));
}

/**
 * The period's session measures of the child's goals (`chosenSessionRecords`: whose record is the
 * session's measure), oldest first, with that recorder's name.
 */
export async function sessionMeasureRows(db: Db, { childId, from, to }: PlanPeriodBounds) {
  const result =
    await db.execute(sql`${chosenSessionRecords(sql`select ${goals.id} from ${goals} where ${goals.childId} = ${childId}`)}
    select c.goal_id, c.session_id, c.total, c.correct, c.independent, ${personNameSql} as recorder_name
    from chosen c join ${users} on ${users.id} = c.recorder
    where c.session_date between ${from} and ${to}
    order by c.session_date, c.start_time nulls first, c.session_id, c.goal_id`);
  // Both drivers (pg and PGlite) answer `{ rows }`; counts may come as text.
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    goalId: Number(r.goal_id),
    sessionId: Number(r.session_id),
    total: Number(r.total),
    correct: Number(r.correct),
    independent: Number(r.independent),
    recorderName: String(r.recorder_name),
  }));
}

/**
 * Every trial of those sessions, with the recorder's name: by session and goal, the session's
 * professional's record first, then the others by name, each in order.
 */
export function trialRows(db: Db, { childId, from, to }: PlanPeriodBounds) {
  const t = sessionTrials;
  return db
    .select({
      sessionId: t.sessionId,
      goalId: t.goalId,
      recorderUserId: t.recorderUserId,
      recorderName: personNameSql,
      position: t.position,
      result: t.result,
      prompt: t.prompt,
      recordedAt: t.recordedAt,
    })
    .from(t)
    .innerJoin(s, eq(s.id, t.sessionId))
    .innerJoin(users, eq(users.id, t.recorderUserId))
    .where(and(eq(s.childId, childId), between(s.sessionDate, from, to)))
    .orderBy(
      asc(t.sessionId),
      asc(t.goalId),
      sql`${t.recorderUserId} = ${s.professionalUserId} desc`,
      asc(personNameSql),
      asc(t.recorderUserId),
      asc(t.position),
    );
}

/**
 * The period's finished, scored results of activities linked to the child's goals, oldest first,
 * each with the goals it counts toward: those linked to its activity that had started by the São
 * Paulo day it was played (docs/product.md#goals).
 */
export function gameRows(db: Db, { childId, since, until }: PlanPeriodBounds) {
  const playedOn = sql`(${p.completionDate} at time zone ${sql.raw(`'${TIME_ZONE}'`)})::date`;
  return db
    .select({
      id: p.id,
      at: p.completionDate,
      atText: playedAtText(),
      activityTitle: p.activityTitle,
      score: p.score,
      goalIds: sql<number[]>`array_agg(${goals.id} order by ${goals.id})`,
    })
    .from(p)
    .innerJoin(goalActivities, eq(goalActivities.activityId, p.activityId))
    .innerJoin(goals, and(eq(goals.id, goalActivities.goalId), eq(goals.childId, p.childId)))
    .where(
      and(
        eq(p.childId, childId),
        playedBetween(p, since, until),
        isCompleted(),
        isNotNull(p.score),
        sql`${goals.startDate} <= ${playedOn}`,
      ),
    )
    .groupBy(p.id)
    .orderBy(asc(p.completionDate), asc(p.id));
}

/** The period's yes/no observations of the child's goals, oldest first. */
export function observationRows(db: Db, { childId, from, to }: PlanPeriodBounds) {
  const o = goalObservations;
  return db
    .select({
      goalId: o.goalId,
      date: sql<string>`to_char(${o.observedOn}, 'YYYY-MM-DD')`,
      achieved: o.achieved,
      note: o.note,
      recorderName: o.recorderName,
    })
    .from(o)
    .innerJoin(goals, eq(goals.id, o.goalId))
    .where(and(eq(goals.childId, childId), between(o.observedOn, from, to)))
    .orderBy(asc(o.observedOn), asc(o.id));
}

/**
 * The home programme's assignments in effect during the period (made before its end, not ended
 * before its start), for home-programme-queries.ts `readAssignments`.
 */
export function assignmentsInPeriod({ childId, since, until }: PlanPeriodBounds): SQL {
  const h = homeAssignments;
  return and(eq(h.childId, childId), lt(h.createdAt, until), or(isNull(h.endedAt), gte(h.endedAt, since)))!;
}
