import { paymentsApi } from '@neurobridge/shared/api/payments';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../../lib/route';
import type { PaymentsService } from './payments-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments service; the job runner runs `payments.processDueNotifications()` (jobs/background-jobs.ts). */
    payments: PaymentsService;
  }
}

/**
 * Each checkout and each unknown payment id asks Mercado Pago: bounded per account (the access
 * hook has set `request.user`), so a loop in a page or a script cannot spend the API's quota.
 */
const perUser = (name: string, max: number, timeWindow: string) => ({
  config: {
    rateLimit: {
      max,
      timeWindow,
      keyGenerator: (request: FastifyRequest) => `${name}-${request.user?.id ?? request.ip}`,
    },
  },
});
const UPGRADE_LIMIT = perUser('upgrade', 20, '1 hour');
const PAYMENT_READ_LIMIT = perUser('payment-read', 60, '1 minute');

/** A provider payment id as a notification may name it (the contract's bound). */
const PAYMENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Payments (docs/product.md#paying, docs/product.md#payment-webhook, docs/product.md#demo-payment,
 * docs/product.md#money-back). Not encapsulated, so the app carries the service for its timer.
 */
async function paymentsRoutesPlugin(app: FastifyInstance, { payments }: { payments: PaymentsService }) {
  app.decorate('payments', payments);
  app.addHook('onClose', () => payments.notificationsSettled());

  route(app, paymentsApi.upgrade, ({ user, body }) => payments.upgrade(user, body), UPGRADE_LIMIT);
  route(app, paymentsApi.payment, ({ user, params }) => payments.paymentOf(user, params.paymentId), PAYMENT_READ_LIMIT);
  route(app, paymentsApi.cancel, ({ user, body }) => payments.cancel(user, body?.reason));
  route(app, paymentsApi.testCheckout, ({ user, params }) => payments.testCheckout(user, params.checkoutId));
  route(app, paymentsApi.testPay, ({ user, params, body }) => payments.testPay(user, params.checkoutId, body.outcome));

  const verifyWebhook = (request: FastifyRequest) => {
    const query = request.query as Record<string, unknown>;
    return payments.verifyNotification({
      signature: request.headers['x-signature'],
      requestId: request.headers['x-request-id'],
      dataId: query['data.id'],
    });
  };
  for (const webhook of [paymentsApi.webhook, paymentsApi.notifications]) {
    route(
      app,
      webhook,
      async ({ query, body }) => {
        // Only the signed id is used: the query's `data.id`, never the body's.
        const type = query.type ?? query.topic ?? body?.type;
        const paymentId = query['data.id'];
        if (type === 'payment' && paymentId && PAYMENT_ID.test(paymentId))
          await payments.receiveNotification(paymentId);
        return { received: true as const };
      },
      { config: { verifyWebhook } },
    );
  }
}

export const paymentsRoutes = fp(paymentsRoutesPlugin, { name: 'payments-routes' });
