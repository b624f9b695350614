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

/**
 * The run of consecutive completed weeks that holds `week` (0 when `week` itself was not
 * completed): what a completion reaches for the streak milestones. For this week it is the streak;
 * a completion sent late for an earlier week (ticked offline, docs/product.md#offline-play) can join
 * the weeks before it to the weeks after it, and the run counts them all.
 */
export function runThrough(completedWeeks: readonly string[], week: string): number {
  const done = new Set(completedWeeks);
  if (!done.has(week)) return 0;
  let count = 1;
  for (let w = addWeeks(week, -1); done.has(w); w = addWeeks(w, -1)) count += 1;
  for (let w = addWeeks(week, 1); done.has(w); w = addWeeks(w, 1)) count += 1;
  return count;
}
