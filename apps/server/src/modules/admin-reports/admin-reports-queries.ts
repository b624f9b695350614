import { REPORT_BUCKET_DAYS, REPORT_PERIOD_DAYS, type ReportPeriod } from '@neurobridge/shared/api/admin-reports';
import { addDays, DAY_MS, localDateString, localMidnight } from '@neurobridge/shared/domain/time';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progressEntries as p } from '../../db/schema/activities';
import { children } from '../../db/schema/children';
import { users } from '../../db/schema/users';
import { isCompleted, playedAtText, playedBetween, playedDay } from '../progress/progress-rules';

/** A period in São Paulo days: `start` (00:00 of the first day) inclusive, `end` (00:00 after today) exclusive. */
export interface ReportRange {
  period: ReportPeriod;
  /** YYYY-MM-DD of the first and the last day. */
  from: string;
  to: string;
  days: number;
  bucketDays: number;
  start: Date;
  end: Date;
}

/** São Paulo days from `from` to `to`, both included, as instants: 00:00 of the first to 00:00 after the last. */
export type DayRange = Pick<ReportRange, 'from' | 'to' | 'days' | 'start' | 'end'>;

/**
 * The São Paulo days from `from` to `to` (YYYY-MM-DD, both included): a report's period, or the
 * revenue's custom range (docs/product.md#admin-revenue). Each day ends at the next one's
 * midnight, whatever its length.
 */
export function dayRange(from: string, to: string): DayRange {
  const days = Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / DAY_MS) + 1;
  return { from, to, days, start: localMidnight(from), end: localMidnight(addDays(to, 1)) };
}

/** docs/product.md#admin-reports: today and the days before it, in São Paulo. */
export function reportRange(period: ReportPeriod, now: Date): ReportRange {
  const to = localDateString(now);
  return {
    period,
    ...dayRange(addDays(to, 1 - REPORT_PERIOD_DAYS[period]), to),
    bucketDays: REPORT_BUCKET_DAYS[period],
  };
}

/** The first day of each bar, YYYY-MM-DD, from the period's first day. */
export function bucketDates(range: Pick<ReportRange, 'from' | 'days' | 'bucketDays'>): string[] {
  const out: string[] = [];
  for (let d = 0; d < range.days; d += range.bucketDays) out.push(addDays(range.from, d));
  return out;
}

/** The completed entries played in the period. */
const inRange = (range: ReportRange) => and(playedBetween(p, range.start, range.end), isCompleted(p));

export interface AggregateRow {
  gCategory: number;
  gTitle: number;
  gBucket: number;
  category: string | null;
  title: string | null;
  bucket: number | null;
  completed: number;
  avgScore: number | null;
  avgTime: number | null;
  newUsers: number;
}

/**
 * The period's completed entries in one pass (docs/product.md#admin-reports): first summed per
 * bar, activity and category (a plain aggregate over the range, a few thousand groups for a
 * year); then grouping sets over those sums give the whole period, each category, each activity
 * and each bar (grouping sets straight over the entries took twice as long on 1.2 million rows).
 * The new accounts ride along; the empty grouping set gives its row even without any completion.
 */
export function aggregate(db: Db, range: ReportRange): Promise<AggregateRow[]> {
  // Literals, not parameters: the bar number is grouped by, and both come from reportRange
  // (a YYYY-MM-DD and a whole number).
  const first = sql.raw(`'${/^\d{4}-\d{2}-\d{2}$/.exec(range.from)![0]}'::date`);
  const span = sql.raw(String(Math.trunc(range.bucketDays)));
  const sums = db.$with('sums').as(
    db
      .select({
        bucket: sql<number>`((${playedDay(p)} - ${first}) / ${span})`.as('bucket'),
        title: sql<string>`${p.activityTitle}`.as('title'),
        category: sql<string>`${p.activityCategory}`.as('category'),
        n: sql<number>`count(*)`.as('n'),
        scoreSum: sql<number>`sum(${p.score})`.as('score_sum'),
        scored: sql<number>`count(${p.score})`.as('scored'),
        timeSum: sql<number>`sum(${p.secondsSpent})`.as('time_sum'),
      })
      .from(p)
      .where(inRange(range))
      .groupBy(sql`1, 2, 3`),
  );
  const newUsers = sql<number>`(select count(*) from ${users} where ${users.createdAt} >= ${range.start.toISOString()}::timestamptz
    and ${users.createdAt} < ${range.end.toISOString()}::timestamptz)`;
  return db
    .with(sums)
    .select({
      gCategory: sql<number>`grouping(${sums.category})`.mapWith(Number),
      gTitle: sql<number>`grouping(${sums.title})`.mapWith(Number),
      gBucket: sql<number>`grouping(${sums.bucket})`.mapWith(Number),
      category: sql<string | null>`${sums.category}`,
      title: sql<string | null>`${sums.title}`,
      bucket: sql<number | null>`${sums.bucket}`,
      completed: sql<number>`coalesce(sum(${sums.n}), 0)`.mapWith(Number),
      avgScore: sql<number | null>`round(sum(${sums.scoreSum})::numeric / nullif(sum(${sums.scored}), 0))::int`,
      // Seconds summed, then rounded once to minutes (docs/product.md#score-and-time).
      avgTime: sql<number | null>`round(sum(${sums.timeSum})::numeric / nullif(sum(${sums.n}), 0) / 60)::int`,
      newUsers: sql<number>`${newUsers}`.mapWith(Number),
    })
    .from(sums)
    .groupBy(sql`grouping sets ((), (${sums.category}), (${sums.title}, ${sums.category}), (${sums.bucket}))`);
}

/** The child's first name only (least data, docs/product.md#admin-reports). */
const firstName = sql<string>`split_part(${children.name}, ' ', 1)`;

/** The latest completed entries of the period, newest first: one range scan of progress_date_idx. */
export function recent(db: Db, range: ReportRange, limit: number) {
  return db
    .select({
      childName: firstName,
      title: p.activityTitle,
      score: p.score,
      completionDate: p.completionDate,
    })
    .from(p)
    .innerJoin(children, eq(children.id, p.childId))
    .where(inRange(range))
    .orderBy(desc(p.completionDate), desc(p.id))
    .limit(limit);
}

export interface ExportKey {
  /** The completion date as PostgreSQL's text, so the key keeps its microseconds. */
  at: string;
  id: number;
}

/** One batch of the export (every status), newest first, after `before`. */
export function exportBatch(db: Db, range: ReportRange, before: ExportKey | null, limit: number) {
  const where = and(
    playedBetween(p, range.start, range.end),
    before ? sql`(${p.completionDate}, ${p.id}) < (${before.at}::timestamptz, ${before.id})` : undefined,
  );
  return db
    .select({
      id: p.id,
      at: sql<string>`${p.completionDate}::text`,
      date: playedAtText(p),
      childName: firstName,
      title: p.activityTitle,
      category: p.activityCategory,
      score: p.score,
      minutes: sql<number>`round(${p.secondsSpent} / 60.0)::int`.mapWith(Number),
      status: p.status,
    })
    .from(p)
    .innerJoin(children, eq(children.id, p.childId))
    .where(where)
    .orderBy(desc(p.completionDate), desc(p.id))
    .limit(limit);
}
