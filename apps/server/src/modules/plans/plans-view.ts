import type { Plan, PlansResponse } from '@neurobridge/shared/api/plans';
import { dearestMonthly, durationLabel, planPricing, type PlanId } from '@neurobridge/shared/domain/plans';
import type { plans } from '../../db/schema/billing';

export type PlanRow = typeof plans.$inferSelect;

/**
 * The plans as the API answers them, priced by the server: discount and savings are measured
 * against the dearest monthly equivalent among the enabled plans (docs/product.md#plans).
 */
export function toPlans(rows: PlanRow[]): PlansResponse {
  const priced = (row: PlanRow) => ({ price: Number(row.price), months: row.months });
  const baseMonthly = dearestMonthly(rows.filter((r) => r.enabled).map(priced));
  const out: PlansResponse = {};
  for (const row of rows) {
    const { price, months } = priced(row);
    const plan: Plan = {
      id: row.id as PlanId,
      name: row.name,
      duration: durationLabel(months),
      months,
      price,
      ...planPricing({ price, months }, baseMonthly),
      period: row.billingCycle,
      description: row.description,
      popular: row.popular,
      enabled: row.enabled,
    };
    out[plan.id] = plan;
  }
  return out;
}
