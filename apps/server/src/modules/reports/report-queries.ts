import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, progressEntries as p } from '../../db/schema/activities';
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

/**
 * The results that moved a level from `since` to `until`, oldest first, with their activity's
 * content and category for the kind (docs/product.md#game-levels): the same range scan of
 * progress_child_date_id_idx as the weeks, the activity found by its key.
 */
export const levelMovesQuery = preparedQuery((db: Db) =>
  db
    .select({
      date: p.completionDate,
      score: p.score,
      newLevel: p.newLevel,
      content: activities.content,
      category: activities.category,
    })
    .from(p)
    .innerJoin(activities, eq(activities.id, p.activityId))
    .where(
      and(
        sql`${p.childId} = ${sql.placeholder('childId')}`,
        playedBetween(p, sql.placeholder('since'), sql.placeholder('until')),
        isNotNull(p.newLevel),
      ),
    )
    .orderBy(asc(p.completionDate), asc(p.id))
    .prepare('report_level_moves'),
);
