import type { Subscription } from '@neurobridge/shared/api/subscription';
import { TRIAL_WARNING_DAYS } from '@neurobridge/shared/domain/plans';

/** docs/product.md#trial-welcome: the welcome opens when the subscription call returns nothing, 500, or fails. */
export function shouldOfferTrial(query: { data?: Subscription | null; isError: boolean; isSuccess: boolean }): boolean {
  return query.isError || (query.isSuccess && query.data === null);
}

/** 3 days or fewer left (or already over): red badge and the upgrade banner. */
export function isEnding(sub: Subscription | null | undefined): boolean {
  if (!sub) return false;
  if (sub.status === 'expired') return true;
  return sub.status === 'trial' && (sub.trial_days_left ?? 0) <= TRIAL_WARNING_DAYS;
}

/** A trial, or a subscription that never was anything else: its end is the trial's. */
export function isTrialPlan(sub: Subscription): boolean {
  return sub.plan_type === 'trial';
}
