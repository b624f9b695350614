import type { Reward, ScheduleEntry } from '@neurobridge/shared/api/schedule';
import type { TimeSlot } from '@neurobridge/shared/domain/calendar';
import type { rewards } from '../../db/schema/schedule';
import type { WeekEntryRow } from './schedule-queries';
import { streakCount } from './weeks';

export function toScheduleEntry(row: WeekEntryRow, thisWeek: string): ScheduleEntry {
  return {
    id: row.id,
    activity_id: row.activityId,
    activity_title: row.activityTitle,
    activity_category: row.activityCategory,
    day_of_week: row.dayOfWeek,
    time_slot: row.timeSlot as TimeSlot,
    is_completed: row.weeks.includes(thisWeek),
    streak_count: streakCount(row.weeks, thisWeek),
    reward_earned: row.rewardEarned,
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
