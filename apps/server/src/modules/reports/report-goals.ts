import type { ReportGoal } from '@neurobridge/shared/api/reports';
import { criterionText, type GoalArea, type GoalStatus } from '@neurobridge/shared/domain/goals';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goals } from '../../db/schema/goals';
import { criterionOf } from '../goals/goal-measures';
import { measureSummaries, readGoals } from '../goals/goals-queries';

/**
 * The report's goals (docs/product.md#progress-report): the child's goals that are not ended, in
 * the goals' list order (active, paused, met; newest first within each), each with its criterion in
 * words and the latest value of its measure — the goals' own two reads (the second only when
 * there are goals).
 */
export async function reportGoals(db: Db, childId: number): Promise<ReportGoal[]> {
  const reads = await readGoals(db, and(eq(goals.childId, childId), ne(goals.status, 'ended'))!);
  if (reads.length === 0) return [];
  const measures = await measureSummaries(db, childId);
  return reads.map(({ goal }) => ({
    id: goal.id,
    title: goal.title,
    area: goal.area as GoalArea,
    status: goal.status as GoalStatus,
    criterion_text: criterionText(criterionOf(goal)),
    start_date: goal.startDate,
    met_at: goal.metAt?.toISOString() ?? null,
    last_value: measures.get(goal.id)?.last ?? null,
    created_by_name: goal.createdByName,
  }));
}
