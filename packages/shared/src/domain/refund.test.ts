import { describe, expect, it } from 'vitest';
import { accessAfterRefund, refundedPlan } from './refund';

const DAY = 24 * 60 * 60 * 1000;
const T = new Date('2026-11-20T12:00:00.000Z');
const at = (ms: number) => new Date(T.getTime() + ms);
const trialEnd = at(7 * DAY);

describe('accessAfterRefund (docs/product.md#refunded-plan)', () => {
  it('refunded while trial days remain: the trial continues until T+7d', () => {
    expect(accessAfterRefund(at(3 * DAY), { paidUntil: null, trialEnd })).toEqual({ kind: 'trial', until: trialEnd });
    expect(accessAfterRefund(at(7 * DAY - 1), { paidUntil: null, trialEnd })).toEqual({
      kind: 'trial',
      until: trialEnd,
    });
  });

  it('refunded at or after the trial’s end, or with no trial: access ends now', () => {
    expect(accessAfterRefund(trialEnd, { paidUntil: null, trialEnd })).toEqual({ kind: 'none' });
    expect(accessAfterRefund(at(9 * DAY), { paidUntil: null, trialEnd })).toEqual({ kind: 'none' });
    expect(accessAfterRefund(at(DAY), { paidUntil: null, trialEnd: null })).toEqual({ kind: 'none' });
  });

  it('a refunded renewal: the period paid before runs on, and wins over the trial', () => {
    const paidUntil = at(90 * DAY);
    expect(accessAfterRefund(at(3 * DAY), { paidUntil, trialEnd })).toEqual({ kind: 'paid', until: paidUntil });
    expect(accessAfterRefund(at(3 * DAY), { paidUntil: at(3 * DAY), trialEnd })).toEqual({
      kind: 'trial',
      until: trialEnd,
    });
  });
});

describe('refundedPlan: the state read from the subscription', () => {
  const base = {
    status: 'expired' as const,
    trial_end_date: trialEnd.toISOString(),
    subscription_end_date: at(3 * DAY).toISOString(),
    refund: { amount: 149, refunded_at: at(3 * DAY).toISOString() },
  };

  it('no refund: null', () => {
    expect(refundedPlan({ ...base, refund: null })).toBeNull();
    expect(refundedPlan(null)).toBeNull();
    expect(refundedPlan(undefined)).toBeNull();
  });

  it('the refund’s amount and what is left: nothing, the trial or the period paid before', () => {
    expect(refundedPlan(base)).toEqual({ amount: 149, access: { kind: 'none' } });
    expect(refundedPlan({ ...base, status: 'trial' })).toEqual({
      amount: 149,
      access: { kind: 'trial', until: trialEnd },
    });
    expect(refundedPlan({ ...base, status: 'cancelled', subscription_end_date: at(90 * DAY).toISOString() })).toEqual({
      amount: 149,
      access: { kind: 'paid', until: at(90 * DAY) },
    });
  });
});
