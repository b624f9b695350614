import { describe, expect, it } from 'vitest';
import { activityTierFor, isActivityUnlocked, monthsElapsed, type TierSubscription } from './tiers';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-15T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);

const free = { is_premium: false, required_subscription_months: 0 };
const premium = (months: number) => ({ is_premium: true, required_subscription_months: months });
const CATALOGUE = [free, premium(0), premium(6), premium(12)];

function sub(overrides: Partial<TierSubscription>): TierSubscription {
  return { status: 'active', plan_type: 'quarterly', subscription_start_date: daysAgo(1), ...overrides };
}
const unlocked = (s: TierSubscription | null) =>
  CATALOGUE.filter((a) => isActivityUnlocked(a, activityTierFor(s, now))).map((a) =>
    a.is_premium ? a.required_subscription_months : 'free',
  );

describe('monthsElapsed (30-day months, docs/product.md#counting-months)', () => {
  it.each([
    [0, 0],
    [29, 0],
    [30, 1],
    [59, 1],
    [179, 5],
    [180, 6],
    [360, 12],
  ])('%i days after the start is month %i', (days, months) => {
    expect(monthsElapsed(daysAgo(days), now)).toBe(months);
  });

  it('a start a few milliseconds short of 30 days is still month 0', () => {
    expect(monthsElapsed(new Date(now.getTime() - 30 * DAY + 1), now)).toBe(0);
  });

  it('a start in the future counts as 0, and ISO strings are accepted', () => {
    expect(monthsElapsed(new Date(now.getTime() + DAY), now)).toBe(0);
    expect(monthsElapsed(daysAgo(60).toISOString(), now)).toBe(2);
  });
});

describe('activity tiers (docs/product.md#tiers)', () => {
  it('no subscription, a trial or an expired one unlock only the free activities', () => {
    expect(unlocked(null)).toEqual(['free']);
    expect(unlocked(sub({ status: 'trial', plan_type: 'trial', subscription_start_date: null }))).toEqual(['free']);
    expect(unlocked(sub({ status: 'expired', plan_type: 'trial' }))).toEqual(['free']);
    expect(unlocked(sub({ status: 'expired', plan_type: 'annual', subscription_start_date: daysAgo(400) }))).toEqual([
      'free',
    ]);
  });

  it('a cancelled subscription unlocks only the free activities', () => {
    expect(unlocked(sub({ status: 'cancelled', subscription_start_date: daysAgo(400) }))).toEqual(['free']);
  });

  it('an active paid plan unlocks by whole months since its start', () => {
    expect(unlocked(sub({ subscription_start_date: daysAgo(0) }))).toEqual(['free', 0]);
    expect(unlocked(sub({ subscription_start_date: daysAgo(179) }))).toEqual(['free', 0]);
    expect(unlocked(sub({ subscription_start_date: daysAgo(180) }))).toEqual(['free', 0, 6]);
    expect(unlocked(sub({ subscription_start_date: daysAgo(359) }))).toEqual(['free', 0, 6]);
    expect(unlocked(sub({ plan_type: 'annual', subscription_start_date: daysAgo(360) }))).toEqual(['free', 0, 6, 12]);
  });

  it('an active paid plan without a start date unlocks only the free activities', () => {
    expect(unlocked(sub({ subscription_start_date: null }))).toEqual(['free']);
  });

  it('an active admin_granted subscription unlocks everything from day one', () => {
    const granted = sub({ plan_type: 'admin_granted', subscription_start_date: daysAgo(0) });
    expect(activityTierFor(granted, now)).toEqual({ kind: 'all' });
    expect(unlocked(granted)).toEqual(['free', 0, 6, 12]);
  });

  it('a free activity stays unlocked whatever its required months', () => {
    expect(isActivityUnlocked({ is_premium: false, required_subscription_months: 12 }, { kind: 'free' })).toBe(true);
  });
});
