import { useParams } from 'react-router';
import type { GoalViewer } from '../../features/goals/goal-paths';
import { GoalScreen } from '../../features/goals/goals-parts';

/**
 * A goal's page (docs/product.md#goals): /child/{childId}/metas/{goalId} for the parent, and
 * /professional/child/{childId}/metas/{goalId} (`viewer` 'professional') for a professional with access.
 */
export function GoalRoute({ viewer = 'parent' }: { viewer?: GoalViewer }) {
  const params = useParams();
  return <GoalScreen childId={Number(params.childId)} goalId={Number(params.goalId)} viewer={viewer} />;
}
