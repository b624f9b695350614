import { localDateString, startOfWeek } from '@neurobridge/shared/domain/time';

/**
 * São Paulo weeks as their Sunday's date, YYYY-MM-DD: the key of a schedule completion and of the
 * report's weekly rows (docs/product.md#calendar). Plain date arithmetic from there on, so no
 * time zone or daylight-saving change can shift a week.
 */
export function weekOf(instant: Date): string {
  return localDateString(startOfWeek(instant));
}

/** The date `n` days after a YYYY-MM-DD date (before it when `n` is negative). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The week `n` weeks after `week` (before it when `n` is negative). */
export function addWeeks(week: string, n: number): string {
  return addDays(week, 7 * n);
}

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
