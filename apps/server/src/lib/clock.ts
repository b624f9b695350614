/**
 * The one source of "now" for product rules: trial ends, tiers by month, ages, "this week",
 * session, invitation and sign-in expiry (docs/product.md#subscription-status,
 * docs/product.md#counting-months, docs/product.md#age-groups). Services receive it in their deps
 * and never read the system time themselves, so a test moves time instead of editing rows.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock that stands still until a test sets or advances it. */
export class ManualClock implements Clock {
  private ms: number;

  constructor(start: Date | number = 0) {
    this.ms = typeof start === 'number' ? start : start.getTime();
  }

  /** A new Date every time, so a caller cannot move the clock by mutating what it got. */
  now(): Date {
    return new Date(this.ms);
  }

  set(date: Date | number): void {
    this.ms = typeof date === 'number' ? date : date.getTime();
  }

  advance(ms: number): void {
    this.ms += ms;
  }
}
