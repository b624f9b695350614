import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goals, sessionTrials } from '../../db/schema/goals';
import { professionalSessions } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { goalOrder } from './goals-queries';
import { personNameSql } from './person-name';

const s = professionalSessions;

/**
 * A session logged for this child, with what its trials page may say of it (never its notes or
 * summary); null for any other id. `lock` holds the row until the transaction ends, so one
 * session's trial writes run one after the other.
 */
export async function findSession(db: Db, childId: number, sessionId: number, lock = false) {
  const query = db
    .select({
      id: s.id,
      sessionDate: s.sessionDate,
      sessionType: s.sessionType,
      startTime: s.startTime,
      endTime: s.endTime,
      professionalUserId: s.professionalUserId,
      professionalName: personNameSql,
    })
    .from(s)
    .innerJoin(users, eq(users.id, s.professionalUserId))
    .where(and(eq(s.id, sessionId), eq(s.childId, childId)));
  // `no key update`: the trials' foreign keys to the session still pass while it is held.
  const [row] = await (lock ? query.for('no key update', { of: s }) : query);
  return row ?? null;
}
export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSession>>>;

/**
 * The goals a session's trials page shows: the child's goals that are not ended, and any goal
 * with trials in this session — in the goals list's order.
 */
export function sessionGoals(db: Db, childId: number, sessionId: number) {
  const withTrials = db
    .selectDistinct({ goalId: sessionTrials.goalId })
    .from(sessionTrials)
    .where(eq(sessionTrials.sessionId, sessionId));
  return db
    .select()
    .from(goals)
    .where(and(eq(goals.childId, childId), or(ne(goals.status, 'ended'), inArray(goals.id, withTrials))))
    .orderBy(...goalOrder);
}

/** Every trial of the session, all goals and recorders, each with its recorder's name, in order. */
export function sessionTrialRows(db: Db, sessionId: number) {
  return db
    .select({
      goalId: sessionTrials.goalId,
      recorderUserId: sessionTrials.recorderUserId,
      recorderName: personNameSql,
      result: sessionTrials.result,
      prompt: sessionTrials.prompt,
      recordedAt: sessionTrials.recordedAt,
    })
    .from(sessionTrials)
    .innerJoin(users, eq(users.id, sessionTrials.recorderUserId))
    .where(eq(sessionTrials.sessionId, sessionId))
    .orderBy(asc(sessionTrials.goalId), asc(sessionTrials.recorderUserId), asc(sessionTrials.position));
}
export type TrialRow = Awaited<ReturnType<typeof sessionTrialRows>>[number];
