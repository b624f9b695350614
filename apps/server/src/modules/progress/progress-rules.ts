import { addDays, localDateString, localMidnight, TIME_ZONE } from '@neurobridge/shared/domain/time';
import { and, gte, lt, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { progressEntries } from '../../db/schema/activities';

/**
 * The rules every reader of `progress_entries` uses (docs/product.md#reading-progress,
 * docs/product.md#score-and-time): what counts as completed, the average score, the time total,
 * the São Paulo day and week an entry was played in. Written once here as SQL fragments, so the
 * child page, the reports, the CSV, the dashboards, the admin's users and the professional's view
 * agree; a reader builds its query from them instead of writing the condition again. An entry is
 * dated by `completion_date`, the moment it was played (the device's `played_at`, else the time it
 * was saved).
 *
 * Each fragment takes the table or an alias of it (`alias(progressEntries, 'p')`) for a query that
 * joins it under another name; in raw SQL the alias is named after the table:
 * `from ${progressEntries} ${p}`.
 */
export interface ProgressColumns {
  id: AnyColumn;
  status: AnyColumn;
  score: AnyColumn;
  secondsSpent: AnyColumn;
  completionDate: AnyColumn;
}

const TZ = sql.raw(`'${TIME_ZONE}'`);

/**
 * An entry counts as completed when its status is `completed` (every completion counts, whatever
 * the score). Written as the literal the partial index progress_child_completed_idx is declared
 * with, so a count per child is read from that index.
 */
export function isCompleted(p: ProgressColumns = progressEntries): SQL {
  return sql`${p.status} = 'completed'`;
}

/** How many completed entries (0 when none; counts the rows of an outer join that exist only). */
export function completedCount(p: ProgressColumns = progressEntries): SQL<number> {
  return sql<number>`count(${p.id}) filter (where ${isCompleted(p)})`.mapWith(Number);
}

/** How many entries, whatever their status (rows of an outer join that exist only). */
export function entryCount(p: ProgressColumns = progressEntries): SQL<number> {
  return sql<number>`count(${p.id})`.mapWith(Number);
}

/**
 * The average score of the completed entries, rounded to a whole percentage; entries without a
 * score do not count, and null when no completed entry has one.
 */
export function averageScore(p: ProgressColumns = progressEntries): SQL<number | null> {
  return sql<number | null>`round(avg(${p.score}) filter (where ${isCompleted(p)}))`.mapWith(Number);
}

/** The time played, summed in seconds over every entry (0 when none): rounded only for display. */
export function secondsTotal(p: ProgressColumns = progressEntries): SQL<number> {
  return sql<number>`coalesce(sum(${p.secondsSpent}), 0)`.mapWith(Number);
}

/** When the entry was played, on São Paulo's wall clock. */
function localPlayed(p: ProgressColumns): SQL {
  return sql`(${p.completionDate} at time zone ${TZ})`;
}

/** The São Paulo date and time an entry was played, 'YYYY-MM-DD HH24:MI' (the CSV files' date). */
export function playedAtText(p: ProgressColumns = progressEntries): SQL<string> {
  return sql<string>`to_char(${localPlayed(p)}, 'YYYY-MM-DD HH24:MI')`;
}

/** The São Paulo date an entry was played on, as a `date` (for day arithmetic). */
export function playedDay(p: ProgressColumns = progressEntries): SQL {
  return sql`${localPlayed(p)}::date`;
}

/**
 * The São Paulo week an entry was played in, as its Sunday 'YYYY-MM-DD' (docs/product.md#calendar):
 * date_trunc's weeks start on Monday, so shifted by a day they start on Sunday.
 */
export function playedWeek(p: ProgressColumns = progressEntries): SQL<string> {
  return sql<string>`to_char(date_trunc('week', ${localPlayed(p)} + interval '1 day') - interval '1 day', 'YYYY-MM-DD')`;
}

/** Played from `start` (included) to `end` (excluded); either may be a placeholder. */
export function playedBetween(p: ProgressColumns, start: SQLWrapper | Date, end: SQLWrapper | Date): SQL {
  return and(gte(p.completionDate, start), lt(p.completionDate, end))!;
}

/** Played at or after `since` (a timestamptz: a placeholder or an ISO text). */
export function playedSince(p: ProgressColumns, since: SQLWrapper | string): SQL {
  return sql`${p.completionDate} >= ${since}::timestamptz`;
}

/**
 * The São Paulo day `instant` falls on: its midnight (included) to the next midnight (excluded),
 * by calendar arithmetic, so a day of 23 or 25 hours is still one day.
 */
export function localDayBounds(instant: Date): { start: Date; end: Date } {
  const today = localDateString(instant);
  return { start: localMidnight(today), end: localMidnight(addDays(today, 1)) };
}
