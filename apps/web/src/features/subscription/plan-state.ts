import type { Plan, PlansResponse } from '@neurobridge/shared/api/plans';
import type { Subscription } from '@neurobridge/shared/api/subscription';
import { CLIENT_FALLBACK_PLANS, dearestMonthly, durationLabel, planPricing } from '@neurobridge/shared/domain/plans';
import { clock } from '../../lib/clock';

/** A plan bought with money: not the trial, not access granted by the team. */
export function isPaidPlan(planType: Subscription['plan_type']): boolean {
  return planType !== 'trial' && planType !== 'admin_granted';
}

/**
 * What the plan cards offer (docs/product.md#subscription-page): nothing while the team granted
 * access; a renewal while a paid plan still gives access (it extends from the end date); else a
 * purchase.
 */
export function buyMode(sub: Subscription | null | undefined): 'buy' | 'renew' | 'none' {
  if (!sub) return 'buy';
  if (sub.status === 'active' && sub.plan_type === 'admin_granted') return 'none';
  if ((sub.status === 'active' || sub.status === 'cancelled') && isPaidPlan(sub.plan_type)) return 'renew';
  return 'buy';
}

/** docs/product.md#money-back: only an active paid plan can be cancelled. */
export function canCancel(sub: Subscription | null | undefined): boolean {
  return sub?.status === 'active' && isPaidPlan(sub.plan_type);
}

/** Cancelling now refunds the last payment (docs/product.md#money-back). */
export function refundable(sub: Subscription, now = clock.now()): boolean {
  return sub.money_back_until !== null && new Date(sub.money_back_until) > now;
}

/** The enabled plans in the server's order; null while they are unknown. */
export function enabledPlans(plans: PlansResponse | undefined): Plan[] | null {
  return plans ? Object.values(plans).filter((p) => p.enabled) : null;
}

/**
 * The browser's own price set, priced as the server prices its plans (docs/product.md#plans): for
 * display only, when the server's plans cannot be loaded.
 */
export function fallbackPlans(): Plan[] {
  const dearest = dearestMonthly(CLIENT_FALLBACK_PLANS);
  return CLIENT_FALLBACK_PLANS.map((p) => ({
    id: p.id,
    name: p.name,
    duration: durationLabel(p.months),
    months: p.months,
    price: p.price,
    ...planPricing(p, dearest),
    period: '',
    description: `Acesso por ${durationLabel(p.months)}.`,
    popular: p.popular ?? false,
    enabled: true,
  }));
}

/** The plan's name for a subscription's plan type, from the plans shown ('Plano' when not among them). */
export function planName(plans: Plan[] | null, planType: Subscription['plan_type'], fallback: string): string {
  return plans?.find((p) => p.id === planType)?.name ?? fallback;
}
