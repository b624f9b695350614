import type { updateGoalBody } from '@neurobridge/shared/api/goals';
import type { z } from 'zod';
import type { GoalRow } from './goal-measures';

export type GoalChanges = z.output<typeof updateGoalBody>;
type Field = Exclude<keyof GoalChanges, 'activity_ids'>;

/** Each field of the API and the column it is stored in. */
const COLUMNS = {
  title: 'title',
  area: 'area',
  criterion_percent: 'criterionPercent',
  criterion_count: 'criterionCount',
  criterion_unit: 'criterionUnit',
  measure: 'measure',
  start_date: 'startDate',
  review_date: 'reviewDate',
  status: 'status',
} as const satisfies Record<Field, keyof GoalRow>;

/** The fields whose change may make an active goal's criterion hold: the rule judges it again. */
const JUDGED = new Set<string>([
  'criterion_percent',
  'criterion_count',
  'criterion_unit',
  'measure',
  'start_date',
  'activity_ids',
]);

export interface GoalDiff {
  /** The columns to write. */
  set: Partial<GoalRow>;
  /** The activities after the change, when they change. */
  activityIds: number[] | null;
  /** Field → [before, after], as stored (activity ids as sorted arrays): the history's `changes`. */
  changes: Record<string, [unknown, unknown]>;
  /** Only the status changed: a `status` event, not an `updated` one. */
  statusOnly: boolean;
  /** The criterion, the measure, the activities or the start changed, or the goal became active. */
  judgeAgain: boolean;
}

/**
 * What a PATCH changes of the stored goal (docs/product.md#goals): only the fields whose value
 * differs, so sending the goal as it is changes nothing and writes no event.
 */
export function diffGoal(goal: GoalRow, storedActivityIds: readonly number[], body: GoalChanges): GoalDiff {
  const set: Record<string, unknown> = {};
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, column] of Object.entries(COLUMNS) as [Field, keyof GoalRow][]) {
    const value = body[field];
    if (value === undefined) continue;
    const after = value ?? null;
    if (after === goal[column]) continue;
    set[column] = after;
    changes[field] = [goal[column], after];
  }
  let activityIds: number[] | null = null;
  if (body.activity_ids) {
    const before = [...storedActivityIds].sort((a, b) => a - b);
    const after = [...body.activity_ids].sort((a, b) => a - b);
    if (before.join() !== after.join()) {
      activityIds = after;
      changes.activity_ids = [before, after];
    }
  }
  const fields = Object.keys(changes);
  return {
    set: set as Partial<GoalRow>,
    activityIds,
    changes,
    statusOnly: fields.length === 1 && fields[0] === 'status',
    judgeAgain: fields.some((f) => JUDGED.has(f)) || (changes.status !== undefined && changes.status[1] === 'active'),
  };
}
