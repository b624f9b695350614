import type { ScheduleEntry } from '@neurobridge/shared/api/schedule';
import { TIME_SLOTS, type TimeSlot } from '@neurobridge/shared/domain/calendar';
import { localParts } from '@neurobridge/shared/domain/time';
import { clock } from '../../lib/clock';

export interface DayGroup {
  slot: TimeSlot;
  entries: ScheduleEntry[];
}

export interface DayPlan {
  /** Manhã, Tarde, Noite: only the times of day that have entries, in that order. */
  groups: DayGroup[];
  /** The first entry not yet done, in the day's order: "Agora". */
  next: ScheduleEntry | null;
  /** Every entry of the day is done (false for a day without entries). */
  finished: boolean;
}

/** Today's weekday in São Paulo, 0 Sunday … 6 Saturday, as the week's `day_of_week`. */
export function todayWeekday(): number {
  return localParts(clock.now()).weekday;
}

/** By time ('HH:MM' sorts as text), an entry without a time after the timed ones, then as created. */
function byTimeThenCreation(a: ScheduleEntry, b: ScheduleEntry): number {
  if (a.time !== b.time) {
    if (a.time === null) return 1;
    if (b.time === null) return -1;
    return a.time < b.time ? -1 : 1;
  }
  return a.id - b.id;
}

/**
 * The child's day (docs/product.md#my-day): the week's entries of `weekday`, grouped by time of day
 * and ordered within each by time then creation; the first one not done is next.
 */
export function dayPlan(entries: readonly ScheduleEntry[], weekday: number): DayPlan {
  const today = entries.filter((e) => e.day_of_week === weekday);
  const groups = TIME_SLOTS.map((slot) => ({
    slot,
    entries: today.filter((e) => e.time_slot === slot).sort(byTimeThenCreation),
  })).filter((g) => g.entries.length > 0);
  const ordered = groups.flatMap((g) => g.entries);
  return {
    groups,
    next: ordered.find((e) => !e.is_completed) ?? null,
    finished: ordered.length > 0 && ordered.every((e) => e.is_completed),
  };
}
