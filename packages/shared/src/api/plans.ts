import { z } from 'zod';
import { PLAN_IDS } from '../domain/plans';
import { endpoint } from './contract';

/** A plan as the server prices it (docs/product.md#plans). */
export const plan = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  duration: z.string(),
  months: z.number().int(),
  price: z.number(),
  monthlyPrice: z.number(),
  originalPrice: z.number(),
  discount: z.number(),
  savings: z.number(),
  period: z.string(),
  description: z.string(),
  popular: z.boolean(),
  enabled: z.boolean(),
});
export type Plan = z.infer<typeof plan>;

/** `GET /api/subscription/plans`: an object keyed by plan id. */
export const plansResponse = z.partialRecord(z.enum(PLAN_IDS), plan);
export type PlansResponse = z.infer<typeof plansResponse>;

export const plansApi = {
  /** Public: the landing page quotes the cheapest monthly equivalent from these. */
  list: endpoint({
    method: 'GET',
    path: '/api/subscription/plans',
    access: 'public',
    tag: 'subscription',
    status: 200,
    response: plansResponse,
  }),
};
