import { DAY_MS } from './time';
import type { PLAN_TYPES, SUBSCRIPTION_STATUSES } from '../api/subscription';

/** Months count in 30-day steps from the paid subscription's start (docs/product.md#counting-months). */
export const TIER_MONTH_DAYS = 30;

/**
 * Which activities a parent's subscription unlocks (docs/product.md#tiers):
 * - `free`: only the free ones (`is_premium` false): trial, expired, cancelled or no subscription;
 * - `months`: free ones plus those needing at most `months` whole months: an active paid plan;
 * - `all`: everything: an active `admin_granted` subscription.
 */
export type ActivityTier = { kind: 'free' } | { kind: 'months'; months: number } | { kind: 'all' };

export interface TierSubscription {
  /** The status as of now (a trial past its end is already 'expired'). */
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  plan_type: (typeof PLAN_TYPES)[number];
  subscription_start_date: Date | string | null;
}

export interface TierActivity {
  is_premium: boolean;
  required_subscription_months: number;
}

/** Whole 30-day months from `start` to `now` (0 before the first 30 days end, never negative). */
export function monthsElapsed(start: Date | string, now: Date): number {
  const ms = now.getTime() - new Date(start).getTime();
  return Math.max(0, Math.floor(ms / (TIER_MONTH_DAYS * DAY_MS)));
}

export function activityTierFor(sub: TierSubscription | null, now: Date): ActivityTier {
  if (!sub || sub.status !== 'active') return { kind: 'free' };
  if (sub.plan_type === 'admin_granted') return { kind: 'all' };
  if (sub.plan_type === 'trial' || !sub.subscription_start_date) return { kind: 'free' };
  return { kind: 'months', months: monthsElapsed(sub.subscription_start_date, now) };
}

export function isActivityUnlocked(activity: TierActivity, tier: ActivityTier): boolean {
  if (!activity.is_premium) return true;
  if (tier.kind === 'all') return true;
  if (tier.kind === 'months') return activity.required_subscription_months <= tier.months;
  return false;
}
