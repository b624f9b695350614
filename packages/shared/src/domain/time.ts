import { onFirstUse } from './on-first-use';

/** São Paulo calendar arithmetic (docs/product.md#dates-times-and-money: ages, weeks and "this week" use America/Sao_Paulo). */
export const TIME_ZONE = 'America/Sao_Paulo';
/** A day in milliseconds: the one declaration server and web use for durations in whole days. */
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Sunday … 6 Saturday, as the calendar's day_of_week. */
  weekday: number;
}

const partsFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    }),
);

/**
 * São Paulo's offset from UTC (ms) in the quarter hour holding `ms`. A zone's offset changes only
 * on a quarter hour, by whole minutes (since long before 1970), so one formatToParts per quarter
 * hour answers every instant in it; the rest is arithmetic (every request asks for "now" at least
 * once: ages, this week). An invalid date throws RangeError, as Intl does.
 */
const QUARTER_HOUR_MS = 15 * 60 * 1000;
const offsets = new Map<number, number>();
function offsetAt(ms: number): number {
  const quarter = Math.floor(ms / QUARTER_HOUR_MS);
  let offset = offsets.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    const p: Record<string, number> = {};
    for (const { type, value } of partsFormat().formatToParts(start)) p[type] = Number(value);
    offset = Date.UTC(p.year!, p.month! - 1, p.day, p.hour, p.minute) - start;
    if (offsets.size > 1e3) offsets.clear();
    offsets.set(quarter, offset);
  }
  return offset;
}

export function localParts(instant: Date): LocalParts {
  const ms = instant.getTime();
  const local = new Date(ms + offsetAt(ms));
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

/** The UTC instant of a São Paulo wall-clock time. */
export function fromLocal(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  return new Date(guess - offsetAt(guess));
}

/** The instant a YYYY-MM-DD day starts in São Paulo (its 00:00). */
export function localMidnight(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return fromLocal(y, m, d);
}

/** Today's date in São Paulo as YYYY-MM-DD. */
export function localDateString(instant: Date): string {
  const p = localParts(instant);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** Start (Sunday 00:00 São Paulo) of the week containing `instant`. */
export function startOfWeek(instant: Date): Date {
  const p = localParts(instant);
  const sunday = new Date(Date.UTC(p.year, p.month - 1, p.day) - p.weekday * DAY_MS);
  return fromLocal(sunday.getUTCFullYear(), sunday.getUTCMonth() + 1, sunday.getUTCDate());
}

/** The date `n` days after a YYYY-MM-DD date (before it when `n` is negative): plain calendar arithmetic. */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/**
 * São Paulo weeks as their Sunday's date, YYYY-MM-DD: the key of a schedule completion and of the
 * report's weekly rows (docs/product.md#calendar). Plain date arithmetic from there on, so no
 * time zone or daylight-saving change can shift a week.
 */
export function weekOf(instant: Date): string {
  return localDateString(startOfWeek(instant));
}

/** The week `n` weeks after `week` (before it when `n` is negative). */
export function addWeeks(week: string, n: number): string {
  return addDays(week, 7 * n);
}

/**
 * The São Paulo week holding `now` as calendar dates, Sunday to Saturday like every week of the
 * product (docs/product.md#dates-times-and-money).
 */
export function weekDates(now: Date): { weekStart: string; weekEnd: string } {
  const weekStart = weekOf(now);
  return { weekStart, weekEnd: addDays(weekStart, 6) };
}

/**
 * The latest date a session may have: tomorrow on the São Paulo calendar
 * (docs/product.md#session-records). Calendar arithmetic, not "now + 24 h", so a day that is not
 * 24 hours long (a daylight-saving change) still gives the next date.
 */
export function latestSessionDate(now: Date): string {
  return addDays(localDateString(now), 1);
}

/** Whole years between a YYYY-MM-DD birth date and `now` in São Paulo, counting whether the birthday has passed. */
export function ageInYears(birthDate: string, now: Date): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const p = localParts(now);
  let age = p.year - by;
  if (p.month < bm || (p.month === bm && p.day < bd)) age -= 1;
  return Math.max(0, age);
}

export const AGE_GROUPS = ['child', 'pre_teen', 'teen'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

/** docs/product.md#age-groups: up to 8 or no birth date = child; 9–12 = pre_teen; above 12 = teen. */
export function ageGroupFor(birthDate: string | null, now: Date): AgeGroup {
  if (!birthDate) return 'child';
  const age = ageInYears(birthDate, now);
  if (age <= 8) return 'child';
  if (age <= 12) return 'pre_teen';
  return 'teen';
}

/** Calendar days left until `end`, rounded up (a trial ending later today has 1 day left). */
export function daysLeft(end: Date, now: Date): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}
