/**
 * Time spent playing (docs/product.md#score-and-time): each result is recorded in seconds, every
 * total is summed in seconds and rounded once, for display only. Rounding each game to a minute
 * before summing made ten minutes of real play read as 22.
 */

/** The longest a single result may record: 4 hours (docs/product.md#recording-progress). */
export const MAX_SECONDS_PER_GAME = 4 * 60 * 60;
export const MAX_MINUTES_PER_GAME = MAX_SECONDS_PER_GAME / 60;

/** Whole minutes of a number of seconds, to the nearest minute: the API's `time_spent` fields. */
export function minutesOf(seconds: number): number {
  return Math.round(Math.max(0, seconds) / 60);
}

/**
 * Seconds as people read them: '0 min' (nothing), '< 1 min' (played, under a minute), '45 min',
 * '1h', '2h 15min'. Pass a total already summed in seconds.
 */
export function formatDuration(seconds: number): string {
  if (seconds <= 0) return '0 min';
  if (seconds < 60) return '< 1 min';
  const minutes = minutesOf(seconds);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h}h` : `${h}h ${m}min`;
}
