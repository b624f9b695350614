import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progressEntries as p } from '../../db/schema/activities';
import { preparedQuery } from '../../lib/prepared-query';
import {
  averageScore,
  completedCount,
  entryCount,
  playedBetween,
  playedWeek,
  secondsTotal,
} from '../progress/progress-rules';

/**
 * Per category and, in the rollup's extra row (`category` null), for everything: one pass over
 * the child's entries, whatever the number of categories (docs/product.md#progress-report).
 */
export const categoryQuery = preparedQuery((db: Db) =>
  db
    .select({
      category: p.activityCategory,
      isTotal: sql<number>`grouping(${p.activityCategory})`.mapWith(Number),
      completed: completedCount(),
      total: entryCount(),
      average: averageScore(),
      // Summed in seconds, rounded only for display (docs/product.md#score-and-time).
      seconds: secondsTotal(),
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
export const weeklyQuery = preparedQuery((db: Db) =>
  db
    .select({ week: playedWeek(), completed: completedCount(), average: averageScore() })
    .from(p)
    .where(
      sql`${p.childId} = ${sql.placeholder('childId')}
        and ${playedBetween(p, sql.placeholder('since'), sql.placeholder('until'))}`,
    )
    .groupBy(sql`1`)
    .prepare('report_weeks'),
);
