import type { Plan, PlansResponse } from '@neurobridge/shared/api/plans';
import { durationLabel, monthlyPrice, type PlanId } from '@neurobridge/shared/domain/plans';
import type { plans } from '../../db/schema/billing';

export type PlanRow = typeof plans.$inferSelect;
const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The plans as the API answers them, priced by the server: discount and savings are measured
 * against the dearest monthly equivalent among the enabled plans (docs/product.md#plans).
 */
export function toPlans(rows: PlanRow[]): PlansResponse {
  const enabled = rows.filter((r) => r.enabled);
  const baseMonthly = Math.max(0, ...enabled.map((r) => Number(r.price) / r.months));
  const out: PlansResponse = {};
  for (const row of rows) {
    const price = Number(row.price);
    const perMonth = monthlyPrice(price, row.months);
    const originalPrice = round2(baseMonthly * row.months);
    const plan: Plan = {
      id: row.id as PlanId,
      name: row.name,
      duration: durationLabel(row.months),
      months: row.months,
      price,
      monthlyPrice: perMonth,
      originalPrice: Math.max(originalPrice, price),
      discount: baseMonthly > 0 ? Math.max(0, Math.round((1 - price / row.months / baseMonthly) * 100)) : 0,
      savings: Math.max(0, round2(originalPrice - price)),
      period: row.billingCycle,
      description: row.description,
      popular: row.popular,
      enabled: row.enabled,
    };
    out[plan.id] = plan;
  }
  return out;
}
