import { ADMIN_PLAN_IDS, type AdminPlan, type AdminPlans } from '@neurobridge/shared/api/admin-payment-settings';
import type { plans } from '../../db/schema/billing';

type PlanRow = typeof plans.$inferSelect;

/** The three plan cards of the settings screen, from the `plans` table (docs/product.md#admin-plans). */
export function toAdminPlans(rows: PlanRow[]): AdminPlans {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = {} as AdminPlans;
  for (const id of ADMIN_PLAN_IDS) {
    const row = byId.get(id);
    // The seed makes the three rows; a missing one would be a broken database.
    if (!row) throw new Error(`plans: the ${id} row is missing`);
    const plan: AdminPlan = {
      name: row.name,
      price: Number(row.price),
      currency: 'BRL',
      billing_cycle: row.billingCycle,
      description: row.description,
      enabled: row.enabled,
    };
    out[id] = plan;
  }
  return out;
}
