import { ageInYears, localDateString, weekDates } from '@neurobridge/shared/domain/time';

/**
 * The web's one "now" for product rules: today's date in São Paulo, ages, the week, whether a
 * refund still applies (docs/decisions/011-clock-and-caches.md, the server's clock). Screens and
 * pure rules read `clock.now()`, never `new Date()` or `Date.now()` (lib/clock-usage.test.ts
 * checks), so a test stands the clock at a date with `setClock` instead of hoping the real one fits.
 * A plain module, not a React context: api code and pure functions read it too.
 */
let fixedMs: number | null = null;

export const clock = {
  /** A new Date every time, so a caller cannot move the clock by mutating what it got. */
  now(): Date {
    return fixedMs === null ? new Date() : new Date(fixedMs);
  },
  /** Today in São Paulo, YYYY-MM-DD (docs/product.md#dates-times-and-money). */
  today(): string {
    return localDateString(clock.now());
  },
  /** Whole years from a YYYY-MM-DD birth date to today in São Paulo (docs/product.md#age-groups). */
  age(birthDate: string): number {
    return ageInYears(birthDate, clock.now());
  },
  /** This São Paulo week, Sunday to Saturday, as dates. */
  week(): { weekStart: string; weekEnd: string } {
    return weekDates(clock.now());
  },
};

/**
 * Tests only: the clock stands at `at` until set again; `null` goes back to the system time (the
 * test setup does so after every test). Fake timers still move a clock left at the system time.
 */
export function setClock(at: Date | string | number | null): void {
  fixedMs = at === null ? null : new Date(at).getTime();
}
