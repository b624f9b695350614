import { localParts } from '@neurobridge/shared/domain/time';

const DAY_MS = 24 * 60 * 60 * 1000;
const ymd = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** Today in São Paulo as a UTC midnight, for calendar-day arithmetic on YYYY-MM-DD dates. */
function todayUtc(now: Date): { day: number; weekday: number } {
  const p = localParts(now);
  return { day: Date.UTC(p.year, p.month - 1, p.day), weekday: p.weekday };
}

/**
 * This week as São Paulo calendar dates, Sunday to Saturday like every week of the product
 * (docs/product.md#dates-times-and-money, docs/product.md#professional-stats).
 */
export function professionalWeek(now: Date): { weekStart: string; weekEnd: string } {
  const { day, weekday } = todayUtc(now);
  const sunday = day - weekday * DAY_MS;
  return { weekStart: ymd(sunday), weekEnd: ymd(sunday + 6 * DAY_MS) };
}

/** The latest session date accepted: tomorrow in São Paulo (docs/product.md#session-records). */
export function latestSessionDate(now: Date): string {
  return ymd(todayUtc(now).day + DAY_MS);
}
