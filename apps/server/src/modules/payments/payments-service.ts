import type { AppDeps } from '../../app-deps';
import { verifyNotificationSignature } from '../../integrations/mercado-pago/signature';
import { createActivation } from './activation';
import { createCancelService } from './cancel-service';
import { createCheckoutService } from './checkout-service';
import { createNotificationQueue } from './notifications';
import type { PaymentProvider } from './payment-provider';
import { createPaymentStatusService } from './payment-status';
import { createRefunds } from './refund';

export type PaymentsDeps = Pick<
  AppDeps,
  'db' | 'clock' | 'config' | 'outbox' | 'sessionCache' | 'onBackgroundError'
> & {
  /** Mercado Pago when it is active (environment, else the admin screen's credentials), asked on each use. */
  provider: PaymentProvider;
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
  const { clock, provider } = deps;
  const parts = deps;
  const applyProviderPayment = createActivation(deps);
  const checkout = createCheckoutService({ ...parts, apply: applyProviderPayment });
  const status = createPaymentStatusService({ ...parts, apply: applyProviderPayment });
  const refunds = createRefunds(parts);
  const cancel = createCancelService({ ...parts, refunds });
  const queue = createNotificationQueue({ ...parts, apply: applyProviderPayment });

  return {
    applyProviderPayment,
    upgrade: checkout.upgrade,
    testCheckout: checkout.testCheckout,
    testPay: checkout.testPay,
    paymentOf: status.paymentOf,
    cancel: cancel.cancel,
    /** The one refund within the 7-day guarantee, for the family's cancel and the administrator's refund. */
    refund: refunds.refund,

    /**
     * Signed with our secret (the environment's, else the stored one), recently: anything else is
     * refused before it is read.
     */
    async verifyNotification(headers: NotificationHeaders): Promise<boolean> {
      const { webhookSecret } = await provider.state();
      return verifyNotificationSignature({ secret: webhookSecret, ...headers, now: clock.now() });
    },
    /** Queues a payment notification; processing starts after the answer. */
    receiveNotification: queue.receive,
    /** The queue job of the job runner (jobs/background-jobs.ts): tries the notifications due now. */
    processDueNotifications: queue.processDue,
    /** Resolves when the notification work this server started has finished. */
    notificationsSettled: queue.settled,
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
