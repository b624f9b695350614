import type { ProgressEntry } from '@neurobridge/shared/api/progress';
import { minutesOf } from '@neurobridge/shared/domain/duration';
import type { ProgressStatus } from '@neurobridge/shared/domain/progress-status';
import type { progressEntries } from '../../db/schema/activities';

type ProgressRow = typeof progressEntries.$inferSelect;

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
  };
}
