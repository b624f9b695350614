import type { Reward, ScheduleEntry } from '@neurobridge/shared/api/schedule';
import type { ScheduleEntryKind, TimeSlot } from '@neurobridge/shared/domain/calendar';
import type { PictureKey } from '@neurobridge/shared/domain/pictures';
import { professionalTypeLabel } from '@neurobridge/shared/domain/professionals';
import type { rewards } from '../../db/schema/schedule';
import type { WeekEntryRow } from './schedule-queries';
import { streakCount } from './weeks';

export function toScheduleEntry(row: WeekEntryRow, thisWeek: string): ScheduleEntry {
  return {
    id: row.id,
    kind: row.kind as ScheduleEntryKind,
    activity_id: row.activityId,
    activity_title: row.activityTitle,
    activity_category: row.activityCategory,
    picture: row.picture as PictureKey | null,
    timer_minutes: row.timerMinutes,
    time: row.time,
    day_of_week: row.dayOfWeek,
    time_slot: row.timeSlot as TimeSlot,
    is_completed: row.weeks.includes(thisWeek),
    streak_count: streakCount(row.weeks, thisWeek),
    reward_earned: row.rewardEarned,
    assignment:
      row.assignmentId === null
        ? null
        : {
            id: row.assignmentId,
            professional_name: row.assignerName ?? '',
            professional_type: professionalTypeLabel(row.assignerType),
            note: row.assignmentNote,
            goal_title: row.goalTitle,
          },
  };
}

export function toReward(row: typeof rewards.$inferSelect): Reward {
  return {
    id: row.id,
    reward_icon: row.rewardIcon,
    reward_title: row.rewardTitle,
    reward_description: row.rewardDescription,
    earned_at: row.earnedAt.toISOString(),
  };
}
