import type { Subscription } from '@neurobridge/shared/api/subscription';
import { describe, expect, it } from 'vitest';
import { sampleTrial } from '../../test/fetch-stub';
import { buyMode, canCancel, enabledPlans, fallbackPlans, planName, refundable } from './plan-state';
import { samplePaid, samplePlans } from './subscription-stubs';

const trial = sampleTrial as Subscription;

describe('what the plan cards offer (docs/product.md#subscription-page)', () => {
  it.each([
    ['no subscription', null, 'buy'],
    ['a trial', trial, 'buy'],
    ['an expired trial', { ...trial, status: 'expired' }, 'buy'],
    ['an active paid plan', samplePaid(), 'renew'],
    ['a cancelled paid plan still giving access', samplePaid({ status: 'cancelled' }), 'renew'],
    ['an expired paid plan', samplePaid({ status: 'expired' }), 'buy'],
    ['access granted by the team', samplePaid({ plan_type: 'admin_granted' }), 'none'],
    ['granted access that ended', samplePaid({ plan_type: 'admin_granted', status: 'expired' }), 'buy'],
    // docs/product.md#refunded-plan: no period is left to follow, unless a refunded renewal left one.
    ['a plan a refund ended', samplePaid({ status: 'expired', refund: { amount: 396, refunded_at: '' } }), 'buy'],
    ['a refund inside the trial', { ...trial, refund: { amount: 396, refunded_at: '' } }, 'buy'],
    ['a refunded renewal', samplePaid({ status: 'cancelled', refund: { amount: 396, refunded_at: '' } }), 'renew'],
  ] as const)('%s: %s', (_name, sub, mode) => {
    expect(buyMode(sub as Subscription | null)).toBe(mode);
  });
});

describe('cancelling (docs/product.md#money-back)', () => {
  it('only an active paid plan can be cancelled', () => {
    expect(canCancel(samplePaid())).toBe(true);
    expect(canCancel(samplePaid({ status: 'cancelled' }))).toBe(false);
    expect(canCancel(samplePaid({ plan_type: 'admin_granted' }))).toBe(false);
    expect(canCancel(trial)).toBe(false);
    expect(canCancel(null)).toBe(false);
  });

  it('refunds while money_back_until is ahead', () => {
    const now = new Date('2026-11-22T12:00:00.000Z');
    expect(refundable(samplePaid({ money_back_until: '2026-11-27T12:00:00.000Z' }), now)).toBe(true);
    expect(refundable(samplePaid({ money_back_until: '2026-11-22T11:59:59.000Z' }), now)).toBe(false);
    expect(refundable(samplePaid(), now)).toBe(false);
  });
});

describe('the plans shown', () => {
  it("are the enabled ones in the server's order", () => {
    expect(enabledPlans(samplePlans)?.map((p) => p.id)).toEqual(['quarterly', 'biannual', 'annual']);
    expect(enabledPlans(undefined)).toBeNull();
  });

  it("fall back to the browser's set, priced as the server prices (docs/product.md#plans)", () => {
    const plans = fallbackPlans();
    expect(plans.map((p) => [p.name, p.price, p.monthlyPrice, p.discount, p.duration])).toEqual([
      ['Plano Mensal', 69.9, 69.9, 0, '1 mês'],
      ['Plano Trimestral', 189, 63, 10, '3 meses'],
      ['Plano Semestral', 360, 60, 14, '6 meses'],
      ['Plano Anual', 672, 56, 20, '12 meses'],
    ]);
    expect(plans.filter((p) => p.popular).map((p) => p.id)).toEqual(['quarterly']);
  });

  it("name the subscription's plan, or say 'Plano'", () => {
    const shown = enabledPlans(samplePlans);
    expect(planName(shown, 'annual', 'Plano')).toBe('Plano Anual');
    expect(planName(shown, 'monthly', 'Plano')).toBe('Plano');
    expect(planName(null, 'annual', 'Plano')).toBe('Plano');
  });
});
