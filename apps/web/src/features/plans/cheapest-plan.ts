import type { PlansResponse } from '@neurobridge/shared/api/plans';
import { CLIENT_FALLBACK_PLANS, monthlyPrice } from '@neurobridge/shared/domain/plans';

export interface PriceQuote {
  planName: string;
  monthlyPrice: number;
}

/**
 * docs/product.md#price-quote: every page quotes the cheapest monthly equivalent of the enabled
 * plans; the client's fallback set is used only when the server's plans could not be loaded.
 */
export function cheapestMonthly(plans: PlansResponse | undefined): PriceQuote | null {
  const list = plans
    ? Object.values(plans)
        .filter((p) => p.enabled)
        .map((p) => ({ name: p.name, monthly: p.monthlyPrice }))
    : CLIENT_FALLBACK_PLANS.map((p) => ({ name: p.name, monthly: monthlyPrice(p.price, p.months) }));
  if (list.length === 0) return null;
  const best = list.reduce((a, b) => (b.monthly < a.monthly ? b : a));
  return { planName: best.name, monthlyPrice: best.monthly };
}
