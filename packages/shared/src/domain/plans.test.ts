import { describe, expect, it } from 'vitest';
import { CLIENT_FALLBACK_PLANS, DEFAULT_SERVER_PLANS, dearestMonthly, planPricing } from './plans';

describe('the plan price formula (docs/product.md#plans)', () => {
  it('prices the seeded plans as the table of the product says', () => {
    const base = dearestMonthly(DEFAULT_SERVER_PLANS);
    expect(DEFAULT_SERVER_PLANS.map((p) => [p.id, planPricing(p, base)])).toEqual([
      ['quarterly', { monthlyPrice: 49.67, originalPrice: 149, discount: 0, savings: 0 }],
      ['biannual', { monthlyPrice: 44, originalPrice: 298, discount: 11, savings: 34 }],
      ['annual', { monthlyPrice: 33, originalPrice: 596, discount: 34, savings: 200 }],
    ]);
  });

  it("prices the browser's fallback set against its monthly plan", () => {
    const base = dearestMonthly(CLIENT_FALLBACK_PLANS);
    expect(base).toBe(69.9);
    expect(CLIENT_FALLBACK_PLANS.map((p) => planPricing(p, base))).toEqual([
      { monthlyPrice: 69.9, originalPrice: 69.9, discount: 0, savings: 0 },
      { monthlyPrice: 63, originalPrice: 209.7, discount: 10, savings: 20.7 },
      { monthlyPrice: 60, originalPrice: 419.4, discount: 14, savings: 59.4 },
      { monthlyPrice: 56, originalPrice: 838.8, discount: 20, savings: 166.8 },
    ]);
  });

  it('a plan dearer than the base is compared with its own price: no discount, no savings', () => {
    expect(planPricing({ price: 200, months: 3 }, 50)).toEqual({
      monthlyPrice: 66.67,
      originalPrice: 200,
      discount: 0,
      savings: 0,
    });
  });

  it('with no plan to compare with (none enabled, or all free) nothing is a discount', () => {
    expect(dearestMonthly([])).toBe(0);
    expect(planPricing({ price: 0, months: 3 }, 0)).toEqual({
      monthlyPrice: 0,
      originalPrice: 0,
      discount: 0,
      savings: 0,
    });
    expect(planPricing({ price: 149, months: 3 }, 0)).toMatchObject({ originalPrice: 149, discount: 0, savings: 0 });
  });
});
