import { MILESTONE_REWARDS } from '@neurobridge/shared/domain/calendar';
import { describe, expect, it } from 'vitest';
import { milestonesReached, rewardFor } from './milestones';

const base = { dayTotal: 3, dayCompleted: 1, weekTotal: 10, weekCompleted: 1, streak: 1 };

describe('milestonesReached (docs/product.md#streaks-and-rewards)', () => {
  it('every completion reaches the first completion (granted once by the database)', () => {
    expect(milestonesReached(base)).toEqual(['first_completion']);
  });
  it('a full day: every entry of that day done this week', () => {
    expect(milestonesReached({ ...base, dayCompleted: 2 })).not.toContain('full_day');
    expect(milestonesReached({ ...base, dayCompleted: 3 })).toContain('full_day');
  });
  it('streaks of 3 and 5 weeks', () => {
    expect(milestonesReached({ ...base, streak: 2 })).not.toContain('streak_3');
    expect(milestonesReached({ ...base, streak: 3 })).toEqual(['first_completion', 'streak_3']);
    expect(milestonesReached({ ...base, streak: 5 })).toEqual(['first_completion', 'streak_3', 'streak_5']);
  });
  it('80 % of the week, exactly at the line', () => {
    expect(milestonesReached({ ...base, weekCompleted: 7 })).not.toContain('week_80');
    expect(milestonesReached({ ...base, weekCompleted: 8 })).toContain('week_80');
    expect(milestonesReached({ ...base, weekTotal: 5, weekCompleted: 4 })).toContain('week_80');
    expect(milestonesReached({ ...base, weekTotal: 6, weekCompleted: 4 })).not.toContain('week_80');
  });
  it('the reward row carries the shared icon, title and description', () => {
    expect(rewardFor('streak_3')).toEqual({
      milestone: 'streak_3',
      rewardIcon: MILESTONE_REWARDS.streak_3.icon,
      rewardTitle: 'Três semanas seguidas',
      rewardDescription: MILESTONE_REWARDS.streak_3.description,
    });
  });
});
