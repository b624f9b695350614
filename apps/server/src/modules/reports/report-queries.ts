import { TIME_ZONE } from '@neurobridge/shared/domain/time';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progressEntries as p } from '../../db/schema/activities';
import { preparedQuery } from '../../lib/prepared-query';

const completed = sql`${p.status} = 'completed'`;
const average = sql<string | null>`round(avg(${p.score}) filter (where ${completed}))`;

/**
 * Per category and, in the rollup's extra row (`category` null), for everything: one pass over
 * the child's entries, whatever the number of categories (docs/product.md#progress-report).
 */
export const categoryQuery = preparedQuery((db: Db) =>
  db
    .select({
      category: p.activityCategory,
      isTotal: sql<number>`grouping(${p.activityCategory})`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${completed})`.mapWith(Number),
      total: sql<number>`count(*)`.mapWith(Number),
      average,
      // Summed in seconds, rounded only for display (docs/product.md#score-and-time).
      seconds: sql<number>`coalesce(sum(${p.secondsSpent}), 0)`.mapWith(Number),
    })
    .from(p)
    .where(sql`${p.childId} = ${sql.placeholder('childId')}`)
    .groupBy(sql`rollup(${p.activityCategory})`)
    .prepare('report_categories'),
);

/**
 * Completed entries and their average per São Paulo week (the Sunday, as YYYY-MM-DD) from `since`
 * to `until`: one range scan of progress_child_date_id_idx, whatever the number of weeks.
 */
export const weeklyQuery = preparedQuery((db: Db) => {
  const local = sql`(${p.completionDate} at time zone ${sql.raw(`'${TIME_ZONE}'`)})`;
  // date_trunc's weeks start on Monday: shifted by a day, they start on Sunday.
  const sunday = sql<string>`to_char(date_trunc('week', ${local} + interval '1 day') - interval '1 day', 'YYYY-MM-DD')`;
  return db
    .select({
      week: sunday,
      completed: sql<number>`count(*) filter (where ${completed})`.mapWith(Number),
      average,
    })
    .from(p)
    .where(
      sql`${p.childId} = ${sql.placeholder('childId')} and ${p.completionDate} >= ${sql.placeholder('since')}
        and ${p.completionDate} < ${sql.placeholder('until')}`,
    )
    .groupBy(sql`1`)
    .prepare('report_weeks');
});
