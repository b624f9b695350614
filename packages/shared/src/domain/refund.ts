import type { Subscription } from '../api/subscription';

/**
 * What a refund within the 7-day guarantee leaves of the access (docs/product.md#refunded-plan):
 * - `paid`: a refunded renewal; the period paid before it runs on until `until`;
 * - `trial`: paid during the 7-day trial and refunded while trial days remain; the trial's
 *   remaining days return, until the trial's own end;
 * - `none`: the plan's access ends at the refund; only the free activities stay.
 */
export type AccessAfterRefund = { kind: 'paid'; until: Date } | { kind: 'trial'; until: Date } | { kind: 'none' };

/** The rule, for the moment of the refund: the period paid before wins over the trial's days. */
export function accessAfterRefund(
  refundAt: Date,
  { paidUntil, trialEnd }: { paidUntil: Date | null; trialEnd: Date | null },
): AccessAfterRefund {
  if (paidUntil && paidUntil > refundAt) return { kind: 'paid', until: paidUntil };
  if (trialEnd && trialEnd > refundAt) return { kind: 'trial', until: trialEnd };
  return { kind: 'none' };
}

/** A plan that a refund ended, as the subscription reports it, and what access is left now. */
export interface RefundedPlan {
  amount: number;
  access: AccessAfterRefund;
}

/**
 * The one refunded state (docs/product.md#refunded-plan), read from the subscription the server
 * answers: null when no refund ended the plan (or a plan was paid or granted since).
 */
export function refundedPlan(
  sub: Pick<Subscription, 'refund' | 'status' | 'trial_end_date' | 'subscription_end_date'> | null | undefined,
): RefundedPlan | null {
  if (!sub?.refund) return null;
  const { amount } = sub.refund;
  if (sub.status === 'trial' && sub.trial_end_date) {
    return { amount, access: { kind: 'trial', until: new Date(sub.trial_end_date) } };
  }
  if (sub.status === 'cancelled' && sub.subscription_end_date) {
    return { amount, access: { kind: 'paid', until: new Date(sub.subscription_end_date) } };
  }
  return { amount, access: { kind: 'none' } };
}
