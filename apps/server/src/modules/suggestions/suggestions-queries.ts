import { LEVEL_UP_AT } from '@neurobridge/shared/domain/game-levels';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { progressEntries as p } from '../../db/schema/activities';
import { preparedQuery } from '../../lib/prepared-query';

/**
 * What the child played since `since` (the rule's `RECENT_DAYS`), per activity (and the area it was
 * played in): when last, and when it last moved a level up (a move at 80 % or more,
 * docs/product.md#game-levels). One range of the child's entries by progress_child_date_id_idx, a
 * handful of rows out (docs/product.md#suggestions); a long history costs nothing more.
 */
export const playsQuery = preparedQuery((db: Db) =>
  db
    .select({
      activityId: p.activityId,
      category: p.activityCategory,
      lastPlayed: sql<Date>`max(${p.completionDate})`.mapWith(p.completionDate),
      lastUp: sql<Date | null>`max(${p.completionDate}) filter (where ${p.newLevel} is not null
        and ${p.score} >= ${sql.raw(String(LEVEL_UP_AT))})`.mapWith(p.completionDate),
    })
    .from(p)
    .where(and(eq(p.childId, sql.placeholder('childId')), gte(p.completionDate, sql.placeholder('since'))))
    .groupBy(p.activityId, p.activityCategory)
    .prepare('suggestion_plays'),
);
