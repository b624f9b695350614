import type { Goal } from '@neurobridge/shared/api/goals';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { GOAL_NOT_FOUND } from '@neurobridge/shared/api/goals';
import { measureSummaries, readGoal } from './goals-queries';
import { toGoal, type GoalViewer } from './goals-view';

/**
 * One goal of the child as the answers carry it (docs/product.md#goals), read in `db` (pass the
 * transaction that just wrote a measure, so the answer shows it and `met_at`): 404 for any other id.
 * The writes of a measure (observations, trials) answer with it.
 */
export async function goalAnswer(db: Db, childId: number, goalId: number, viewer: GoalViewer): Promise<Goal> {
  const read = await readGoal(db, childId, goalId);
  if (!read) throw notFound(GOAL_NOT_FOUND);
  const summaries = await measureSummaries(db, childId, goalId);
  return toGoal(read, summaries.get(goalId), viewer);
}
