import { NOTHING_TO_CANCEL, PROVIDER_UNAVAILABLE, type CancelResponse } from '@neurobridge/shared/api/payments';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payments, subscriptions } from '../../db/schema/billing';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import { moneyBackUntil, statusAsOf, toSubscription, type SubscriptionRow } from '../subscription/subscription-view';
import { applyRefund, lockSubscription, type PaymentRow } from './activation';
import type { PaymentProvider } from './payment-provider';
import { UNPAID_PLANS } from './payment-rules';

type CancelDeps = Pick<AppDeps, 'db' | 'clock' | 'sessionCache' | 'onBackgroundError'> & {
  provider: PaymentProvider;
};

const cancellable = (row: SubscriptionRow | undefined, now: Date): row is SubscriptionRow =>
  row !== undefined && statusAsOf(row, now) === 'active' && !UNPAID_PLANS.has(row.planType);

/**
 * Cancelling a paid plan (docs/product.md#money-back): within 7 days of its payment the payment is
 * refunded first (through Mercado Pago, or simulated for the demo) and the plan ends now (or falls
 * back to the period paid before); later, the plan stays until its end date and nothing is refunded.
 */
export function createCancelService({ db, clock, sessionCache, provider, onBackgroundError }: CancelDeps) {
  async function refundAtProvider(payment: PaymentRow): Promise<string> {
    if (payment.provider === 'test') return `test-refund-${payment.providerPaymentId}`;
    try {
      const gateway = await provider.current();
      if (!gateway) throw new Error('Mercado Pago not configured');
      const refund = await gateway.refund(payment.providerPaymentId, `refund-${payment.providerPaymentId}`);
      return refund.id;
    } catch (err) {
      onBackgroundError(err, 'Mercado Pago refund failed');
      throw new HttpError(502, PROVIDER_UNAVAILABLE);
    }
  }

  async function lastPayment(row: SubscriptionRow): Promise<PaymentRow | undefined> {
    if (!row.paymentProvider || !row.paymentReference) return undefined;
    const [payment] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, row.paymentProvider), eq(payments.providerPaymentId, row.paymentReference)))
      .limit(1);
    return payment?.status === 'approved' ? payment : undefined;
  }

  return {
    async cancel(user: SessionUser, reasonText: string | undefined): Promise<CancelResponse> {
      const now = clock.now();
      const reason = reasonText?.trim() || null;
      const [current] = await db.select().from(subscriptions).where(eq(subscriptions.parentUserId, user.id));
      if (!cancellable(current, now)) throw new HttpError(409, NOTHING_TO_CANCEL);
      const payment = moneyBackUntil(current, now) ? await lastPayment(current) : undefined;
      // The provider first: if it fails, nothing here has changed.
      const refundId = payment ? await refundAtProvider(payment) : null;

      const row = await db.transaction(async (tx) => {
        const locked = await lockSubscription(tx, user.id);
        if (!cancellable(locked, now)) throw new HttpError(409, NOTHING_TO_CANCEL);
        if (payment && locked.paymentReference === payment.providerPaymentId) {
          return applyRefund(tx, payment, { status: 'refunded', refundId, reason, now });
        }
        const [updated] = await tx
          .update(subscriptions)
          .set({ status: 'cancelled', cancelledAt: now, cancellationReason: reason, updatedAt: now })
          .where(eq(subscriptions.id, locked.id))
          .returning();
        return updated!;
      });
      sessionCache.forgetUser(user.id);
      return {
        subscription: toSubscription(row!, now),
        refund: payment ? { payment_id: payment.providerPaymentId, amount: Number(payment.amount) } : null,
      };
    },
  };
}
