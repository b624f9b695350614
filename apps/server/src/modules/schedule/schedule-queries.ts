import { TIME_SLOTS } from '@neurobridge/shared/domain/calendar';
import { asc, eq, inArray, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { rewards, scheduleCompletions, scheduleEntries } from '../../db/schema/schedule';
import { preparedQuery } from '../../lib/prepared-query';

const slotOrder = sql.raw(`array[${TIME_SLOTS.map((s) => `'${s}'`).join(',')}]::text[]`);

/**
 * A child's week in one query (docs/decisions/014-fast-reads.md): each entry with its activity,
 * every week it was completed (newest first, for the streak) and whether this week's completion
 * earned a reward. The weeks come as text so both drivers hand back the same strings.
 */
function weekEntries(db: Db, childId: Placeholder | number, week: Placeholder | string) {
  return db
    .select({
      id: scheduleEntries.id,
      activityId: scheduleEntries.activityId,
      activityTitle: activities.title,
      activityCategory: activities.category,
      dayOfWeek: scheduleEntries.dayOfWeek,
      timeSlot: scheduleEntries.timeSlot,
      weeks: sql<string[]>`coalesce((select array_agg(to_char(c.week_start, 'YYYY-MM-DD') order by c.week_start desc)
        from ${scheduleCompletions} c where c.entry_id = ${scheduleEntries.id}), '{}')`,
      rewardEarned: sql<boolean>`exists (select 1 from ${rewards} r
        join ${scheduleCompletions} c on c.id = r.completion_id
        where r.child_id = ${scheduleEntries.childId} and c.entry_id = ${scheduleEntries.id}
          and c.week_start = ${week}::date)`,
    })
    .from(scheduleEntries)
    .innerJoin(activities, eq(activities.id, scheduleEntries.activityId))
    .where(eq(scheduleEntries.childId, childId))
    .orderBy(
      asc(scheduleEntries.dayOfWeek),
      sql`array_position(${slotOrder}, ${scheduleEntries.timeSlot})`,
      asc(scheduleEntries.id),
    );
}

export type WeekEntryRow = Awaited<ReturnType<typeof weekEntries>>[number];

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
