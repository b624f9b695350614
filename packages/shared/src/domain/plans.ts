export const PLAN_IDS = ['monthly', 'quarterly', 'biannual', 'annual'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanPrice {
  id: PlanId;
  name: string;
  months: number;
  price: number;
  popular?: boolean;
}

/** The admin-configurable defaults the server seeds (docs/product.md#plans). */
export const DEFAULT_SERVER_PLANS: PlanPrice[] = [
  { id: 'quarterly', name: 'Plano Trimestral', months: 3, price: 149 },
  { id: 'biannual', name: 'Plano Semestral', months: 6, price: 264, popular: true },
  { id: 'annual', name: 'Plano Anual', months: 12, price: 396 },
];

/** The other price set (docs/product.md#plans): only the client's fallback when the plans cannot be loaded. */
export const CLIENT_FALLBACK_PLANS: PlanPrice[] = [
  { id: 'monthly', name: 'Plano Mensal', months: 1, price: 69.9 },
  { id: 'quarterly', name: 'Plano Trimestral', months: 3, price: 189, popular: true },
  { id: 'biannual', name: 'Plano Semestral', months: 6, price: 360 },
  { id: 'annual', name: 'Plano Anual', months: 12, price: 672 },
];

/** Equivalent monthly price, to 2 decimals (docs/product.md#plans). */
export function monthlyPrice(price: number, months: number): number {
  return Math.round((price / months) * 100) / 100;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** What a plan costs: its price for its months. */
export interface PricedPlan {
  price: number;
  months: number;
}

/** What the plan cards show besides the price (docs/product.md#plans). */
export interface PlanPricing {
  monthlyPrice: number;
  originalPrice: number;
  discount: number;
  savings: number;
}

/**
 * The monthly price discounts are measured against: the dearest monthly equivalent among the
 * plans given (the enabled ones), 0 when there is none (docs/product.md#plans).
 */
export function dearestMonthly(plans: readonly PricedPlan[]): number {
  return Math.max(0, ...plans.map((p) => p.price / p.months));
}

/**
 * The price formula server and web share (docs/product.md#plans): `originalPrice` is the dearest
 * monthly price × months, never below the price; `discount` the percentage saved, rounded;
 * `savings` what the plan saves against `originalPrice`.
 */
export function planPricing({ price, months }: PricedPlan, baseMonthly: number): PlanPricing {
  const compared = round2(baseMonthly * months);
  return {
    monthlyPrice: monthlyPrice(price, months),
    originalPrice: Math.max(compared, price),
    discount: baseMonthly > 0 ? Math.max(0, Math.round((1 - price / months / baseMonthly) * 100)) : 0,
    savings: Math.max(0, round2(compared - price)),
  };
}

export function durationLabel(months: number): string {
  return months === 1 ? '1 mês' : `${months} meses`;
}

export const TRIAL_DAYS = 7;
export const TRIAL_WARNING_DAYS = 3;
