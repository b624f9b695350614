import { paths } from '../../config/paths';

/** Whose screens the goals show on: the parent's child page or the professional's. */
export type GoalViewer = 'parent' | 'professional';

/** The goal's page in the viewer's own area. */
export function goalPath(viewer: GoalViewer, childId: number, goalId: number): string {
  return viewer === 'parent' ? paths.childGoal(childId, goalId) : paths.professionalChildGoal(childId, goalId);
}

/** The child's page the goal's page leads back to. */
export function childPagePath(viewer: GoalViewer, childId: number): string {
  return viewer === 'parent' ? paths.child(childId) : paths.professionalChild(childId);
}

/** A session's trials (docs/product.md#session-trials), to read them or record too. */
export function trialsPath(viewer: GoalViewer, childId: number, sessionId: number): string {
  return viewer === 'parent'
    ? paths.childSessionTrials(childId, sessionId)
    : paths.professionalSessionTrials(childId, sessionId);
}
