import { addWeeks } from '@neurobridge/shared/domain/time';

/**
 * Consecutive weeks, up to this one, in which an entry was completed
 * (docs/product.md#streaks-and-rewards). A week not completed yet does not break the streak that
 * ended last week: until this week is done the count runs up to last week, and a whole week
 * missed sets it back to 0.
 */
export function streakCount(completedWeeks: readonly string[], thisWeek: string): number {
  const done = new Set(completedWeeks);
  let week = done.has(thisWeek) ? thisWeek : addWeeks(thisWeek, -1);
  let count = 0;
  while (done.has(week)) {
    count += 1;
    week = addWeeks(week, -1);
  }
  return count;
}
