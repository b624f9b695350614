/**
 * A countdown as plain data, for the timed games (breathing, focus, impulse control, movement
 * breaks, time management). Like the reducers, it never reads the clock: every function takes
 * `now`, so a game keeps a timer in its state and tests drive it with plain numbers.
 */
export interface Timer {
  durationMs: number;
  /** When the current running stretch began; null while paused. */
  runningSince: number | null;
  /** Time run before the current stretch (the sum of the stretches before each pause). */
  elapsedBefore: number;
}

/** A timer of `durationMs` running from `now` (a negative or non-finite duration counts as 0). */
export function start(now: number, durationMs: number): Timer {
  return { durationMs: Number.isFinite(durationMs) ? Math.max(0, durationMs) : 0, runningSince: now, elapsedBefore: 0 };
}

/** Time run so far, never more than the duration, and never less than 0 if the clock steps back. */
export function elapsed(timer: Timer, now: number): number {
  const stretch = timer.runningSince === null ? 0 : Math.max(0, now - timer.runningSince);
  return Math.min(timer.durationMs, timer.elapsedBefore + stretch);
}

export function remaining(timer: Timer, now: number): number {
  return timer.durationMs - elapsed(timer, now);
}

/** Done once no time remains: exactly at the boundary, too. */
export function isDone(timer: Timer, now: number): boolean {
  return remaining(timer, now) <= 0;
}

export function isPaused(timer: Timer): boolean {
  return timer.runningSince === null;
}

/** Stops the clock, keeping what has run. Pausing a paused timer changes nothing (same object). */
export function pause(timer: Timer, now: number): Timer {
  if (timer.runningSince === null) return timer;
  return { ...timer, runningSince: null, elapsedBefore: elapsed(timer, now) };
}

/** Runs the clock again from `now`. Resuming a running timer changes nothing (same object). */
export function resume(timer: Timer, now: number): Timer {
  if (timer.runningSince !== null) return timer;
  return { ...timer, runningSince: now };
}

/**
 * When a running timer reaches 0, for a reducer's `advanceAt` (so `useGame` ticks right then);
 * null while paused.
 */
export function endsAt(timer: Timer): number | null {
  return timer.runningSince === null ? null : timer.runningSince + timer.durationMs - timer.elapsedBefore;
}

/** Whole seconds left, rounded up, for a countdown shown to the child ('3, 2, 1', never '0' early). */
export function secondsLeft(timer: Timer, now: number): number {
  return Math.ceil(remaining(timer, now) / 1000);
}

/**
 * When a running countdown's shown whole seconds next change (or it ends), for a reducer's
 * `advanceAt`: the state then ticks once a second and carries the seconds to show, so the view
 * only renders state. Null while paused.
 */
export function nextSecondAt(timer: Timer, now: number): number | null {
  const ends = endsAt(timer);
  if (ends === null) return null;
  const left = remaining(timer, now);
  const toNext = left % 1_000 === 0 ? 1_000 : left % 1_000;
  return Math.min(ends, now + toNext);
}
