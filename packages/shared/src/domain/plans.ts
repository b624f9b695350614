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

export function durationLabel(months: number): string {
  return months === 1 ? '1 mês' : `${months} meses`;
}

export const TRIAL_DAYS = 7;
export const TRIAL_WARNING_DAYS = 3;
