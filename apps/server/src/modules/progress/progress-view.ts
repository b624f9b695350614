import type { ProgressEntry } from '@neurobridge/shared/api/progress';
import { minutesOf } from '@neurobridge/shared/domain/duration';
import type { ProgressStatus } from '@neurobridge/shared/domain/progress-status';
import type { progressEntries } from '../../db/schema/activities';

/** A progress row with the stars it earned (its ledger row's delta, 0 without one). */
export type ProgressRow = typeof progressEntries.$inferSelect & { stars: number };

/** The ledger's source of a result's stars (docs/product.md#stars-and-the-reward-shop). */
export const progressSource = (id: number | string) => `progress:${id}`;

export function toProgressEntry(row: ProgressRow): ProgressEntry {
  return {
    id: row.id,
    child_profile_id: row.childId,
    activity_id: row.activityId,
    status: row.status as ProgressStatus,
    score: row.score,
    time_spent: minutesOf(row.secondsSpent),
    seconds_spent: row.secondsSpent,
    completion_date: row.completionDate.toISOString(),
    parent_notes: row.parentNotes,
    activity_title: row.activityTitle,
    activity_category: row.activityCategory,
    level: row.level,
    new_level: row.newLevel,
    stars: row.stars,
  };
}
