import type { AppDeps } from '../../app-deps';
import { createMercadoPagoGateway, type MercadoPagoGateway } from '../../integrations/mercado-pago/gateway';
import { verifyNotificationSignature } from '../../integrations/mercado-pago/signature';
import { createActivation } from './activation';
import { createCancelService } from './cancel-service';
import { createCheckoutService } from './checkout-service';
import { createNotificationQueue } from './notifications';
import { createPaymentStatusService } from './payment-status';

export type PaymentsDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'config' | 'outbox' | 'sessionCache' | 'onBackgroundError'
> & {
  /** Mercado Pago; by default made from the configuration (none: the demo checkout). */
  gateway?: MercadoPagoGateway | null;
};

/** A notification's parts that its signature covers (docs/product.md#payment-webhook). */
export interface NotificationHeaders {
  signature: unknown;
  requestId: unknown;
  dataId: unknown;
}

/**
 * Payments (docs/product.md#paying): choosing a plan, the one activation, the result page's read,
 * the demo checkout, cancelling with the 7-day refund, and Mercado Pago's notifications.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { config, clock } = deps;
  const mercadoPago = config.mercadoPago;
  const gateway =
    deps.gateway !== undefined
      ? deps.gateway
      : mercadoPago
        ? createMercadoPagoGateway({
            accessToken: mercadoPago.accessToken,
            apiUrl: mercadoPago.apiUrl,
            // Tests answer at once; elsewhere one retry of a failed call (the job retries notifications).
            maxRetries: config.env === 'test' ? 0 : 1,
          })
        : null;
  const parts = { ...deps, gateway };
  const applyProviderPayment = createActivation(deps);
  const checkout = createCheckoutService({ ...parts, apply: applyProviderPayment });
  const status = createPaymentStatusService({ ...parts, apply: applyProviderPayment });
  const cancel = createCancelService(parts);
  const queue = createNotificationQueue({ ...parts, apply: applyProviderPayment });

  return {
    applyProviderPayment,
    upgrade: checkout.upgrade,
    testCheckout: checkout.testCheckout,
    testPay: checkout.testPay,
    paymentOf: status.paymentOf,
    cancel: cancel.cancel,

    /** Signed with our secret, recently: anything else is refused before it is read. */
    verifyNotification(headers: NotificationHeaders): boolean {
      return verifyNotificationSignature({ secret: mercadoPago?.webhookSecret, ...headers, now: clock.now() });
    },
    /** Queues a payment notification; processing starts after the answer. */
    receiveNotification: queue.receive,
    /** The every-minute retry job: tries the notifications due now (main.ts). */
    processDueNotifications: queue.processDue,
    /** Resolves when the notification work this server started has finished. */
    notificationsSettled: queue.settled,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
