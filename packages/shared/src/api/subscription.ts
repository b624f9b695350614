import { z } from 'zod';
import { endpoint } from './contract';

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'cancelled', 'expired'] as const;
export const PLAN_TYPES = ['trial', 'monthly', 'quarterly', 'biannual', 'annual', 'admin_granted'] as const;

/** The subscription (docs/product.md#subscription-status), with the status as of now and the trial days left computed by the server. */
export const subscription = z.object({
  id: z.number().int(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  plan_type: z.enum(PLAN_TYPES),
  trial_start_date: z.string().nullable(),
  trial_end_date: z.string().nullable(),
  subscription_start_date: z.string().nullable(),
  subscription_end_date: z.string().nullable(),
  amount_paid: z.number().nullable(),
  payment_provider: z.string().nullable(),
  payment_reference: z.string().nullable(),
  auto_renew: z.boolean(),
  cancelled_at: z.string().nullable(),
  cancellation_reason: z.string().nullable(),
  /** Whole days left of the trial (rounded up); null when not on a trial. */
  trial_days_left: z.number().int().nullable(),
  /**
   * Until when cancelling refunds the last payment (7 days after it was approved,
   * docs/product.md#money-back); null when no payment can be refunded now.
   */
  money_back_until: z.string().nullable(),
  /**
   * The refund that ended the paid plan (docs/product.md#refunded-plan): its amount and when; null
   * when no refund ended it, or once a plan was paid or granted again.
   */
  refund: z.object({ amount: z.number(), refunded_at: z.string() }).nullable(),
});
export type Subscription = z.infer<typeof subscription>;

/** `GET /api/subscription`: null when the parent has none yet (the trial welcome opens). */
export const subscriptionResponse = subscription.nullable();

export const subscriptionApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/subscription',
    access: 'user',
    tag: 'subscription',
    status: 200,
    response: subscriptionResponse,
  }),
  startTrial: endpoint({
    method: 'POST',
    path: '/api/subscription/start-trial',
    idempotency: 'required',
    access: 'user',
    tag: 'subscription',
    status: 200,
    response: subscription,
  }),
};
