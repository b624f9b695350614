import { TIME_SLOTS } from '@neurobridge/shared/domain/calendar';
import { asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { goals, homeAssignments } from '../../db/schema/goals';
import { professionalProfiles } from '../../db/schema/professionals';
import { rewards, scheduleCompletions, scheduleEntries } from '../../db/schema/schedule';
import { users } from '../../db/schema/users';
import { preparedQuery } from '../../lib/prepared-query';
import { personNameSql } from '../goals/person-name';

/** A routine entry's category in the week's answer (docs/product.md#routine-entries). */
export const ROUTINE_CATEGORY = 'routine';

const slotOrder = sql.raw(`array[${TIME_SLOTS.map((s) => `'${s}'`).join(',')}]::text[]`);

/**
 * A child's week in one query (docs/decisions/014-fast-reads.md): each entry with its activity (a
 * routine entry has none: its own title, docs/product.md#routine-entries), every week it was
 * completed (newest first, for the streak), whether this week's completion earned a reward and, for
 * an entry a professional assigned, who, their note and the goal (docs/product.md#home-programme). The
 * weeks come as text so both drivers hand back the same strings. In the order 'Meu dia' shows them:
 * by day, slot, then time of day (entries without one last), then as they were added.
 */
function weekEntries(db: Db, childId: Placeholder | number, week: Placeholder | string) {
  return db
    .select({
      id: scheduleEntries.id,
      kind: scheduleEntries.kind,
      activityId: scheduleEntries.activityId,
      activityTitle: sql<string>`coalesce(${activities.title}, ${scheduleEntries.title}, '')`,
      activityCategory: sql<string>`coalesce(${activities.category}, ${ROUTINE_CATEGORY})`,
      picture: scheduleEntries.picture,
      timerMinutes: scheduleEntries.timerMinutes,
      time: scheduleEntries.time,
      dayOfWeek: scheduleEntries.dayOfWeek,
      timeSlot: scheduleEntries.timeSlot,
      weeks: sql<string[]>`coalesce((select array_agg(to_char(c.week_start, 'YYYY-MM-DD') order by c.week_start desc)
        from ${scheduleCompletions} c where c.entry_id = ${scheduleEntries.id}), '{}')`,
      rewardEarned: sql<boolean>`exists (select 1 from ${rewards} r
        join ${scheduleCompletions} c on c.id = r.completion_id
        where r.child_id = ${scheduleEntries.childId} and c.entry_id = ${scheduleEntries.id}
          and c.week_start = ${week}::date)`,
      assignmentId: scheduleEntries.assignmentId,
      assignmentNote: homeAssignments.note,
      // Null without an assignment (every part of the name is null then).
      assignerName: sql<string | null>`${personNameSql}`,
      assignerType: professionalProfiles.professionalType,
      goalTitle: goals.title,
    })
    .from(scheduleEntries)
    .leftJoin(activities, eq(activities.id, scheduleEntries.activityId))
    .leftJoin(homeAssignments, eq(homeAssignments.id, scheduleEntries.assignmentId))
    .leftJoin(users, eq(users.id, homeAssignments.professionalUserId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, homeAssignments.professionalUserId))
    .leftJoin(goals, eq(goals.id, homeAssignments.goalId))
    .where(eq(scheduleEntries.childId, childId))
    .orderBy(
      asc(scheduleEntries.dayOfWeek),
      sql`array_position(${slotOrder}, ${scheduleEntries.timeSlot})`,
      sql`${scheduleEntries.time} asc nulls last`,
      asc(scheduleEntries.id),
    );
}

export type WeekEntryRow = Awaited<ReturnType<typeof weekEntries>>[number];

/** The assignment columns of an entry of the family's own (one just added). */
export const NOT_ASSIGNED = {
  assignmentId: null,
  assignmentNote: null,
  assignerName: null,
  assignerType: null,
  goalTitle: null,
} as const satisfies Partial<WeekEntryRow>;

const weekQuery = preparedQuery((db) =>
  weekEntries(db, sql.placeholder('childId'), sql.placeholder('week')).prepare('schedule_week'),
);

/** The week as GET /schedule reads it (prepared), or inside a transaction (`db` is then the transaction). */
export function readWeek(db: Db, childId: number, week: string, inTransaction = false): Promise<WeekEntryRow[]> {
  return inTransaction ? weekEntries(db, childId, week) : weekQuery(db).execute({ childId, week });
}

/** The contents of these activities, for their pictures on the printed week (docs/product.md#printable-week). */
export async function readContents(db: Db, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: activities.id, content: activities.content })
    .from(activities)
    .where(inArray(activities.id, ids));
  return new Map(rows.map((r) => [r.id, r.content]));
}
