import { NOTHING_TO_CANCEL, type CancelResponse } from '@neurobridge/shared/api/payments';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { payments, subscriptions } from '../../db/schema/billing';
import { HttpError } from '../../lib/http-error';
import type { SessionUser } from '../auth/session-service';
import { moneyBackUntil, toSubscription, type SubscriptionRow } from '../subscription/subscription-view';
import { lockSubscription, type PaymentRow } from './activation';
import { cancellable, type Refunds } from './refund';

type CancelDeps = Pick<AppDeps, 'db' | 'clock' | 'sessionCache'> & { refunds: Refunds };

/**
 * Cancelling a paid plan (docs/product.md#money-back): within 7 days of its payment the payment is
 * refunded through the one refund (`refund.ts`, which the administrator's refund uses too) and the
 * plan ends now (or falls back to the period paid before); later, the plan stays until its end date
 * and nothing is refunded.
 */
export function createCancelService({ db, clock, sessionCache, refunds }: CancelDeps) {
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
      if (payment) {
        const refunded = await refunds.refund(payment, { kind: 'family', reason });
        return {
          subscription: toSubscription(refunded.subscription, now),
          refund: { payment_id: payment.providerPaymentId, amount: Number(payment.amount) },
        };
      }

      const row = await db.transaction(async (tx) => {
        const locked = await lockSubscription(tx, user.id);
        if (!cancellable(locked, now)) throw new HttpError(409, NOTHING_TO_CANCEL);
        const [updated] = await tx
          .update(subscriptions)
          .set({ status: 'cancelled', cancelledAt: now, cancellationReason: reason, updatedAt: now })
          .where(eq(subscriptions.id, locked.id))
          .returning();
        return updated!;
      });
      sessionCache.forgetUser(user.id);
      return { subscription: toSubscription(row, now), refund: null };
    },
  };
}
