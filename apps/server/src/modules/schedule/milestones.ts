import {
  MILESTONE_REWARDS,
  STREAK_MILESTONES,
  WEEK_PERCENT_MILESTONE,
  type Milestone,
} from '@neurobridge/shared/domain/calendar';

/** What a completion changed, counted after it, in the São Paulo week it was made. */
export interface CompletionFacts {
  /** Entries on the completed entry's day, and how many of them are completed this week. */
  dayTotal: number;
  dayCompleted: number;
  /** Every entry of the child's week, and how many are completed this week. */
  weekTotal: number;
  weekCompleted: number;
  /** The completed entry's streak, this week included. */
  streak: number;
}

/**
 * The milestones a completion reaches (docs/product.md#streaks-and-rewards). Every
 * completion reaches `first_completion`; the database grants each milestone once per child (its
 * unique index), so only the first one that reaches it earns the reward.
 */
export function milestonesReached(f: CompletionFacts): Milestone[] {
  const reached: Milestone[] = ['first_completion'];
  if (f.dayTotal > 0 && f.dayCompleted >= f.dayTotal) reached.push('full_day');
  for (const [milestone, weeks] of Object.entries(STREAK_MILESTONES) as [Milestone, number][]) {
    if (f.streak >= weeks) reached.push(milestone);
  }
  if (f.weekTotal > 0 && f.weekCompleted * 100 >= WEEK_PERCENT_MILESTONE * f.weekTotal) reached.push('week_80');
  return reached;
}

export function rewardFor(milestone: Milestone) {
  const { icon, title, description } = MILESTONE_REWARDS[milestone];
  return { milestone, rewardIcon: icon, rewardTitle: title, rewardDescription: description };
}
