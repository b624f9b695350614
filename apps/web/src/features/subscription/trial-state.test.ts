import type { Subscription } from '@neurobridge/shared/api/subscription';
import { describe, expect, it } from 'vitest';
import { sampleTrial } from '../../test/fetch-stub';
import { isEnding, shouldOfferTrial } from './trial-state';

const trial = (days: number, status = 'trial') => ({ ...sampleTrial, trial_days_left: days, status }) as Subscription;

describe('trial welcome (docs/product.md#trial-welcome)', () => {
  it('opens when the call returned nothing, failed or answered 500', () => {
    expect(shouldOfferTrial({ data: null, isError: false, isSuccess: true })).toBe(true);
    expect(shouldOfferTrial({ data: undefined, isError: true, isSuccess: false })).toBe(true);
  });
  it('stays closed while loading and when there is a subscription', () => {
    expect(shouldOfferTrial({ data: undefined, isError: false, isSuccess: false })).toBe(false);
    expect(shouldOfferTrial({ data: trial(5), isError: false, isSuccess: true })).toBe(false);
  });
});

describe('ending soon (3 days or fewer)', () => {
  it('is false with 4 days and true with 3, 1 and 0, and when expired', () => {
    expect(isEnding(trial(4))).toBe(false);
    expect(isEnding(trial(3))).toBe(true);
    expect(isEnding(trial(1))).toBe(true);
    expect(isEnding(trial(0))).toBe(true);
    expect(isEnding(trial(0, 'expired'))).toBe(true);
  });
  it('never applies to an active subscription', () => {
    expect(
      isEnding({ ...sampleTrial, status: 'active', plan_type: 'annual', trial_days_left: null } as Subscription),
    ).toBe(false);
  });
});
