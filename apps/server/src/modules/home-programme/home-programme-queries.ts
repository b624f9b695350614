import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, progressEntries } from '../../db/schema/activities';
import { children } from '../../db/schema/children';
import { goals, homeAssignments, homeEntryRemovals } from '../../db/schema/goals';
import { professionalProfiles } from '../../db/schema/professionals';
import { users } from '../../db/schema/users';
import { childIdsGivenTo, childrenGivenTo } from '../children/child-access';
import { personNameSql } from '../goals/person-name';
import { isCompleted, playedBetween, playedWeek } from '../progress/progress-rules';

export type AssignmentRow = typeof homeAssignments.$inferSelect;

export interface Removal {
  activity_title: string;
  day_of_week: number;
  reason: string;
  removed_at: string;
}

/** An assignment as stored, with what its answer needs besides (docs/product.md#home-programme). */
export interface AssignmentRead {
  row: AssignmentRow;
  professionalName: string;
  professionalType: string | null;
  goalTitle: string | null;
  activities: { id: number; title: string }[];
  removals: Removal[];
}

const iso = (column: SQLWrapper) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// JSON values: pg answers them parsed, PGlite may not.
const parsed = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

// Its activities in the order they were chosen (one deleted from the catalogue since is left out).
const activitiesOf = sql<{ id: number; title: string }[] | string>`(select coalesce(json_agg(json_build_object(
    'id', a.id, 'title', a.title) order by u.n), '[]'::json)
  from unnest(${homeAssignments.activityIds}) with ordinality as u(id, n)
  join ${activities} a on a.id = u.id)`;

// The family's removals, newest first.
const r = homeEntryRemovals;
const removalsOf = sql<Removal[] | string>`(select coalesce(json_agg(json_build_object(
    'activity_title', ${r.activityTitle}, 'day_of_week', ${r.dayOfWeek}, 'reason', ${r.reason},
    'removed_at', ${iso(r.removedAt)}) order by ${r.removedAt} desc, ${r.id} desc), '[]'::json)
  from ${r} where ${r.assignmentId} = ${homeAssignments.id})`;

/** The assignments `where` picks, newest first, each with its professional, goal, activities and removals: one query. */
export async function readAssignments(db: Db, where: SQL): Promise<AssignmentRead[]> {
  const rows = await db
    .select({
      row: homeAssignments,
      professionalName: personNameSql,
      professionalType: professionalProfiles.professionalType,
      goalTitle: goals.title,
      activities: activitiesOf,
      removals: removalsOf,
    })
    .from(homeAssignments)
    .innerJoin(users, eq(users.id, homeAssignments.professionalUserId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, homeAssignments.professionalUserId))
    .leftJoin(goals, eq(goals.id, homeAssignments.goalId))
    .where(where)
    .orderBy(desc(homeAssignments.createdAt), desc(homeAssignments.id));
  return rows.map((r) => ({ ...r, activities: parsed(r.activities), removals: parsed(r.removals) }));
}

/** A child's assignments not ended (the list), or one of them (the answer to a create). */
export function openAssignmentsOf(childId: number, assignmentId?: number): SQL {
  return and(
    eq(homeAssignments.childId, childId),
    isNull(homeAssignments.endedAt),
    assignmentId === undefined ? undefined : eq(homeAssignments.id, assignmentId),
  )!;
}

/** The key of a count of finished results. */
export const finishedKey = (childId: number, activityId: number, week: string) => `${childId}:${activityId}:${week}`;

/**
 * Finished results (status 'completed', wherever they were played) of these children and
 * activities per São Paulo week, from `from` (included) to `to` (excluded), by `finishedKey`: one
 * grouped count read from the child-and-date index.
 */
export async function finishedPerWeek(
  db: Db,
  childIds: readonly number[],
  activityIds: readonly number[],
  from: Date,
  to: Date,
): Promise<Map<string, number>> {
  if (childIds.length === 0 || activityIds.length === 0) return new Map();
  const week = playedWeek();
  const rows = await db
    .select({
      childId: progressEntries.childId,
      activityId: progressEntries.activityId,
      week,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(progressEntries)
    .where(
      and(
        inArray(progressEntries.childId, [...childIds]),
        inArray(progressEntries.activityId, [...activityIds]),
        isCompleted(),
        playedBetween(progressEntries, from, to),
      ),
    )
    .groupBy(progressEntries.childId, progressEntries.activityId, week);
  return new Map(rows.map((r) => [finishedKey(r.childId, r.activityId!, r.week), r.n]));
}

/** The children a professional has active access to, by name (docs/product.md#professional-workspace). */
export function childrenOf(db: Db, professionalId: number) {
  return db
    .select({ id: children.id, name: children.name })
    .from(children)
    .where(childrenGivenTo(professionalId))
    .orderBy(asc(children.name), asc(children.id));
}

/** A professional's assignments for the children they have access to, still open or ended at or after `since`. */
export function assignmentsBy(db: Db, professionalId: number, since: Date) {
  return db
    .select()
    .from(homeAssignments)
    .where(
      and(
        eq(homeAssignments.professionalUserId, professionalId),
        inArray(homeAssignments.childId, childIdsGivenTo(db, professionalId)),
        or(isNull(homeAssignments.endedAt), sql`${homeAssignments.endedAt} >= ${since.toISOString()}::timestamptz`),
      ),
    );
}
