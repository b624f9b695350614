import type { PLAN_TYPES, Subscription, SUBSCRIPTION_STATUSES } from '@neurobridge/shared/api/subscription';
import type { TierSubscription } from '@neurobridge/shared/domain/tiers';
import { DAY_MS, daysLeft } from '@neurobridge/shared/domain/time';
import type { subscriptions } from '../../db/schema/billing';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type Status = (typeof SUBSCRIPTION_STATUSES)[number];
type PlanType = (typeof PLAN_TYPES)[number];

/** Cancelling within this long after a payment refunds it (docs/product.md#money-back). */
export const MONEY_BACK_DAYS = 7;

/**
 * The status as of `now` (the app clock's), whatever a timed job has or has not written yet: a
 * trial past its end, or an active plan (paid or admin_granted) past its end, is expired; a
 * cancelled plan at its end too (docs/product.md#subscription-status).
 */
export function statusAsOf(row: SubscriptionRow, now: Date): Status {
  const status = row.status as Status;
  if (status === 'trial' && (!row.trialEndDate || row.trialEndDate <= now)) return 'expired';
  if (status === 'active' && row.subscriptionEndDate && row.subscriptionEndDate <= now) return 'expired';
  // At its end, not a moment later: a plan a refund ended now reads expired at once.
  if (status === 'cancelled' && row.subscriptionEndDate && row.subscriptionEndDate <= now) return 'expired';
  return status;
}

/**
 * What the tier is computed from: a cancelled plan keeps its tier until its end date
 * (docs/product.md#subscription-status, docs/product.md#tiers), so it counts as active until then.
 */
export function tierSubscription(row: SubscriptionRow | undefined, now: Date): TierSubscription | null {
  if (!row) return null;
  const status = statusAsOf(row, now);
  const keepsAccess = status === 'cancelled' && row.subscriptionEndDate !== null && row.subscriptionEndDate > now;
  return {
    status: keepsAccess ? 'active' : status,
    plan_type: row.planType as PlanType,
    subscription_start_date: row.subscriptionStartDate,
  };
}

/**
 * Until when cancelling refunds the last payment: 7 days after it, while the plan is active or
 * cancelled; null otherwise, and once a refund cleared the payment (docs/product.md#money-back).
 */
export function moneyBackUntil(row: SubscriptionRow, now: Date): Date | null {
  const status = statusAsOf(row, now);
  if (!row.lastPaymentAt || (status !== 'active' && status !== 'cancelled')) return null;
  const until = new Date(row.lastPaymentAt.getTime() + MONEY_BACK_DAYS * DAY_MS);
  return until > now ? until : null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The refund that ended the paid plan (docs/product.md#refunded-plan), until a plan is paid or
 * granted again; the amount is what the refunded payment paid.
 */
function refundOf(row: SubscriptionRow, status: Status): Subscription['refund'] {
  if (!row.refundedAt || status === 'active' || row.planType === 'admin_granted') return null;
  return { amount: Number(row.amountPaid ?? 0), refunded_at: row.refundedAt.toISOString() };
}

/** The subscription as the API answers it, with the status and the trial's days left as of `now`. */
export function toSubscription(row: SubscriptionRow, now: Date): Subscription {
  const status = statusAsOf(row, now);
  const isTrial = row.planType === 'trial' || row.status === 'trial';
  return {
    id: row.id,
    status,
    plan_type: row.planType as PlanType,
    trial_start_date: iso(row.trialStartDate),
    trial_end_date: iso(row.trialEndDate),
    subscription_start_date: iso(row.subscriptionStartDate),
    subscription_end_date: iso(row.subscriptionEndDate),
    amount_paid: row.amountPaid === null ? null : Number(row.amountPaid),
    payment_provider: row.paymentProvider,
    payment_reference: row.paymentReference,
    auto_renew: row.autoRenew,
    cancelled_at: iso(row.cancelledAt),
    cancellation_reason: row.cancellationReason,
    trial_days_left: isTrial ? (status === 'trial' ? daysLeft(row.trialEndDate!, now) : 0) : null,
    money_back_until: iso(moneyBackUntil(row, now)),
    refund: refundOf(row, status),
  };
}
