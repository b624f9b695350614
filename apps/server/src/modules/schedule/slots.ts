import { MAX_ENTRIES_PER_SLOT, type TimeSlot } from '@neurobridge/shared/domain/calendar';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduleEntries } from '../../db/schema/schedule';

/**
 * The first of `days` whose `slot` in the child's week cannot take `adding` more entries (a slot
 * holds MAX_ENTRIES_PER_SLOT of both kinds, docs/product.md#calendar), or null when all can. Read
 * inside the caller's transaction after `lockChild`, so two writes cannot both take the last place.
 */
export async function fullDay(
  tx: Db,
  childId: number,
  slot: TimeSlot,
  days: readonly number[],
  adding = 1,
): Promise<number | null> {
  const rows = await tx
    .select({ day: scheduleEntries.dayOfWeek, n: count() })
    .from(scheduleEntries)
    .where(
      and(
        eq(scheduleEntries.childId, childId),
        eq(scheduleEntries.timeSlot, slot),
        inArray(scheduleEntries.dayOfWeek, [...days]),
      ),
    )
    .groupBy(scheduleEntries.dayOfWeek);
  const taken = new Map(rows.map((r) => [r.day, r.n]));
  return days.find((d) => (taken.get(d) ?? 0) + adding > MAX_ENTRIES_PER_SLOT) ?? null;
}
