import type { Goal, GoalDetail } from '@neurobridge/shared/api/goals';
import { criterionText, type GoalArea, type GoalStatus } from '@neurobridge/shared/domain/goals';
import { professionalTypeLabel } from '@neurobridge/shared/domain/professionals';
import type { goalEvents } from '../../db/schema/goals';
import type { ChildRole } from '../children/child-access';
import { criterionOf } from './goal-measures';
import type { GoalRead, MeasureSummary } from './goals-queries';

/** Who reads a goal: the caller, and what they are to the child. */
export interface GoalViewer {
  userId: number;
  role: ChildRole;
}

/** Its creator, or the parent, may change a goal (docs/product.md#goals). */
export function canEdit(goal: { createdBy: number | null }, viewer: GoalViewer): boolean {
  return viewer.role === 'owner' || goal.createdBy === viewer.userId;
}

/** A goal as every answer carries it (docs/product.md#goals). */
export function toGoal(
  { goal, creatorType, activities }: GoalRead,
  summary: MeasureSummary | undefined,
  viewer: GoalViewer,
): Goal {
  const criterion = criterionOf(goal);
  const byProfessional = goal.createdByRole === 'professional';
  return {
    id: goal.id,
    child_id: goal.childId,
    title: goal.title,
    area: goal.area as GoalArea,
    criterion,
    criterion_text: criterionText(criterion),
    start_date: goal.startDate,
    review_date: goal.reviewDate,
    status: goal.status as GoalStatus,
    met_at: goal.metAt?.toISOString() ?? null,
    activities,
    created_by: {
      name: goal.createdByName,
      role: byProfessional ? 'professional' : 'parent',
      professional_type: byProfessional ? professionalTypeLabel(creatorType) : null,
    },
    can_edit: canEdit(goal, viewer),
    last_value: summary?.last ?? null,
    measures_count: summary?.count ?? 0,
    created_at: goal.createdAt.toISOString(),
    updated_at: goal.updatedAt.toISOString(),
  };
}

export function toGoalEvent(row: typeof goalEvents.$inferSelect): GoalDetail['history'][number] {
  return {
    at: row.at.toISOString(),
    actor_name: row.actorName,
    action: row.action as GoalDetail['history'][number]['action'],
    changes: row.changes ?? null,
  };
}
