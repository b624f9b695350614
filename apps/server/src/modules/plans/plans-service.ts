import type { PlansResponse } from '@neurobridge/shared/api/plans';
import { asc } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { plans } from '../../db/schema/billing';
import { toPlans } from './plans-view';

export function createPlansService({ db }: Pick<AppDeps, 'db'>) {
  return {
    /** Every plan, disabled ones included, in their order (docs/product.md#plans). */
    async list(): Promise<PlansResponse> {
      return toPlans(await db.select().from(plans).orderBy(asc(plans.sortOrder)));
    },
  };
}

export type PlansService = ReturnType<typeof createPlansService>;
