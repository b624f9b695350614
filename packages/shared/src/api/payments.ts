import { z } from 'zod';
import { PLAN_IDS } from '../domain/plans';
import { endpoint } from './contract';
import { userMessage } from './errors';
import { subscription } from './subscription';

/** The server's texts for payments (docs/product.md#paying). */
export const UNKNOWN_PLAN = userMessage('Plano inválido ou indisponível.');
export const UNKNOWN_METHOD = userMessage('Forma de pagamento inválida.');
export const REASON_TOO_LONG = userMessage('O motivo pode ter no máximo 500 caracteres.');
export const PAYMENT_NOT_FOUND = 'Pagamento não encontrado.';
export const CHECKOUT_NOT_FOUND = 'Pagamento de teste não encontrado.';
export const NOTHING_TO_CANCEL = 'Não há assinatura ativa para cancelar.';
export const PROVIDER_UNAVAILABLE =
  'Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.';

/** A provider payment id (Mercado Pago's are digits; the demo's start with `test-`). */
const paymentId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, PAYMENT_NOT_FOUND);
/** A checkout id: random, url-safe. */
const checkoutId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, CHECKOUT_NOT_FOUND);

/** `POST /api/subscription/upgrade`: the client names a plan; the server prices it (docs/product.md#paying). */
export const upgradeBody = z.strictObject({
  plan_type: z.enum(PLAN_IDS, { error: UNKNOWN_PLAN }),
  payment_method: z.literal('mercado_pago', { error: UNKNOWN_METHOD }),
});
export type UpgradeBody = z.input<typeof upgradeBody>;

/**
 * Where to send the browser: Mercado Pago's checkout (`init_point`), or the demo's `/test-payment`
 * page when Mercado Pago is not configured. `id` is the preference (or the demo checkout).
 */
export const upgradeResponse = z.object({
  payment: z.object({ id: z.string(), init_point: z.string() }),
});
export type UpgradeResponse = z.infer<typeof upgradeResponse>;

/**
 * A payment as its payer sees it, after the server confirmed it with the provider:
 * `approved` only once the provider said so and it was applied to the subscription.
 */
export const PAYMENT_STATUSES = ['pending', 'approved', 'rejected', 'refunded'] as const;
export const paymentView = z.object({
  id: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  plan_type: z.enum(PLAN_IDS),
  plan_name: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The subscription's end date after this payment (approved only). */
  subscription_end_date: z.string().nullable(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** The demo's simulated checkout (docs/product.md#demo-payment). */
export const testCheckout = z.object({
  id: z.string(),
  plan_type: z.enum(PLAN_IDS),
  plan_name: z.string(),
  months: z.number().int(),
  amount: z.number(),
  currency: z.string(),
  /** Set once the demo payment was approved or declined: a checkout is paid once. */
  payment_id: z.string().nullable(),
});
export type TestCheckout = z.infer<typeof testCheckout>;

export const testPaymentBody = z.strictObject({
  outcome: z.enum(['approved', 'rejected'], { error: userMessage('Resultado inválido.') }),
});

export const cancelBody = z.strictObject({
  reason: z.string().trim().max(500, REASON_TOO_LONG).optional(),
});
export type CancelBody = z.input<typeof cancelBody>;

export const cancelResponse = z.object({
  subscription,
  /** Set when the cancellation fell within 7 days of the payment and it was refunded. */
  refund: z.object({ payment_id: z.string(), amount: z.number() }).nullable(),
});
export type CancelResponse = z.infer<typeof cancelResponse>;

/** Mercado Pago's notification: only `data.id` and the type are read; the rest may change. */
const notificationQuery = z.looseObject({
  'data.id': z.string().max(64).optional(),
  type: z.string().max(64).optional(),
  topic: z.string().max(64).optional(),
  id: z.string().max(64).optional(),
});
const notificationBody = z
  .looseObject({
    type: z.string().max(64).optional(),
    action: z.string().max(64).optional(),
    data: z.looseObject({ id: z.union([z.string().max(64), z.number()]).optional() }).optional(),
  })
  .optional();

const webhook = <P extends `/api/${string}`>(path: P) =>
  endpoint({
    method: 'POST',
    path,
    access: 'webhook',
    tag: 'payments',
    query: notificationQuery,
    body: notificationBody,
    status: 200,
    response: z.object({ received: z.literal(true) }),
  });

export const paymentsApi = {
  upgrade: endpoint({
    method: 'POST',
    path: '/api/subscription/upgrade',
    idempotency: 'required',
    access: 'user',
    tag: 'subscription',
    body: upgradeBody,
    status: 200,
    response: upgradeResponse,
  }),
  /** The caller's own payment; 404 for anyone else's. The result page polls it. */
  payment: endpoint({
    method: 'GET',
    path: '/api/subscription/payments/:paymentId',
    access: 'user',
    tag: 'subscription',
    params: z.object({ paymentId }),
    status: 200,
    response: paymentView,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/subscription/cancel',
    access: 'user',
    tag: 'subscription',
    body: cancelBody,
    status: 200,
    response: cancelResponse,
  }),
  /** Demo only (Mercado Pago not configured, not production); 404 otherwise. */
  testCheckout: endpoint({
    method: 'GET',
    path: '/api/test-payment/:checkoutId',
    access: 'user',
    tag: 'payments',
    params: z.object({ checkoutId }),
    status: 200,
    response: testCheckout,
  }),
  testPay: endpoint({
    method: 'POST',
    path: '/api/test-payment/:checkoutId',
    access: 'user',
    tag: 'payments',
    params: z.object({ checkoutId }),
    body: testPaymentBody,
    status: 200,
    response: paymentView,
  }),
  webhook: webhook('/api/mercado-pago/webhook'),
  notifications: webhook('/api/mercado-pago/notifications'),
};
