import type { AdherenceWeek } from '@neurobridge/shared/api/home-programme';
import { assignmentWeek } from '@neurobridge/shared/domain/goals';
import { addWeeks, localMidnight, weekOf } from '@neurobridge/shared/domain/time';
import { finishedKey } from './home-programme-queries';

/** Adherence looks back this many São Paulo weeks, this one included (docs/product.md#home-programme). */
export const ADHERENCE_WEEKS = 4;

/** The last `ADHERENCE_WEEKS` São Paulo weeks up to `now`'s, oldest first, and the instants they span. */
export function recentWeeks(now: Date): { weeks: string[]; from: Date; to: Date } {
  const thisWeek = weekOf(now);
  const weeks = Array.from({ length: ADHERENCE_WEEKS }, (_, i) => addWeeks(thisWeek, i - ADHERENCE_WEEKS + 1));
  return { weeks, from: localMidnight(weeks[0]!), to: localMidnight(addWeeks(thisWeek, 1)) };
}

/** What of an assignment decides its weeks. */
export interface AssignmentSpan {
  childId: number;
  activityIds: number[];
  timesPerWeek: number;
  createdAt: Date;
  endedAt: Date | null;
}

/** It was in the family's week at some time of `week`: from the week it was made to the week it was ended. */
export function activeIn(a: AssignmentSpan, week: string): boolean {
  return weekOf(a.createdAt) <= week && (a.endedAt === null || weekOf(a.endedAt) >= week);
}

/**
 * One week of an assignment (`assignmentWeek`): each activity `timesPerWeek` times, done as its
 * finished results that week (counted wherever they were played), at most `timesPerWeek` each.
 */
export function weekOfAssignment(a: AssignmentSpan, week: string, finished: Map<string, number>): AdherenceWeek {
  const perActivity = a.activityIds.map((id) => finished.get(finishedKey(a.childId, id, week)) ?? 0);
  return { week_start: week, ...assignmentWeek(a.timesPerWeek, perActivity) };
}

/** The weeks among `weeks` in which the assignment was active, oldest first (an assignment's own list). */
export function assignmentWeeks(a: AssignmentSpan, weeks: readonly string[], finished: Map<string, number>) {
  return weeks.filter((w) => activeIn(a, w)).map((w) => weekOfAssignment(a, w, finished));
}

/** Every one of `weeks`, summed over the assignments active in it (0 and 0 when none was). */
export function summedWeeks(
  assignments: readonly AssignmentSpan[],
  weeks: readonly string[],
  finished: Map<string, number>,
): AdherenceWeek[] {
  return weeks.map((week) =>
    assignments
      .filter((a) => activeIn(a, week))
      .map((a) => weekOfAssignment(a, week, finished))
      .reduce((sum, w) => ({ ...sum, assigned: sum.assigned + w.assigned, done: sum.done + w.done }), {
        week_start: week,
        assigned: 0,
        done: 0,
      }),
  );
}
