import type { PlansResponse } from '@neurobridge/shared/api/plans';
import { describe, expect, it } from 'vitest';
import { cheapestMonthly } from './cheapest-plan';

const plan = (id: 'quarterly' | 'annual', name: string, months: number, price: number, enabled = true) => ({
  id,
  name,
  months,
  price,
  monthlyPrice: Math.round((price / months) * 100) / 100,
  duration: '',
  originalPrice: price,
  discount: 0,
  savings: 0,
  period: '',
  description: '',
  popular: false,
  enabled,
});

describe('cheapestMonthly (docs/product.md#price-quote)', () => {
  it("quotes the server's cheapest enabled monthly equivalent", () => {
    const plans: PlansResponse = {
      quarterly: plan('quarterly', 'Plano Trimestral', 3, 149),
      annual: plan('annual', 'Plano Anual', 12, 396),
    };
    expect(cheapestMonthly(plans)).toEqual({ planName: 'Plano Anual', monthlyPrice: 33 });
  });

  it('ignores disabled plans', () => {
    const plans: PlansResponse = {
      quarterly: plan('quarterly', 'Plano Trimestral', 3, 149),
      annual: plan('annual', 'Plano Anual', 12, 396, false),
    };
    expect(cheapestMonthly(plans)).toEqual({ planName: 'Plano Trimestral', monthlyPrice: 49.67 });
  });

  it("falls back to the client's price set only when plans could not be loaded", () => {
    expect(cheapestMonthly(undefined)).toEqual({ planName: 'Plano Anual', monthlyPrice: 56 });
  });

  it('quotes nothing when every plan is disabled', () => {
    expect(cheapestMonthly({ annual: plan('annual', 'Plano Anual', 12, 396, false) })).toBeNull();
  });
});
