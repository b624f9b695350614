import { accessAfterRefund } from '@neurobridge/shared/domain/refund';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { checkouts, payments, subscriptions } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import type { ProviderPayment } from '../../integrations/mercado-pago/gateway';
import { paymentConfirmedEmail } from '../mail/subscription-emails';
import type { SubscriptionRow } from '../subscription/subscription-view';
import { recordPaymentStatus, type PaymentEventBy } from './payment-events';
import { addMonthsUtc, REFUND_STATUSES, REFUSED, UNPAID_PLANS, type PaymentProvider } from './payment-rules';

export type PaymentRow = typeof payments.$inferSelect;
export type CheckoutRow = typeof checkouts.$inferSelect;
export interface Applied {
  payment: PaymentRow;
  checkout: CheckoutRow;
}

/** Logged (by its name only) when a payment names no checkout of ours. */
export class PaymentWithoutCheckout extends Error {}

type ActivationDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox' | 'sessionCache' | 'onBackgroundError'>;

/** The parent's subscription row, locked for this transaction; made (to be filled) when there is none. */
export async function lockSubscription(tx: Db, userId: number): Promise<SubscriptionRow> {
  const find = () => tx.select().from(subscriptions).where(eq(subscriptions.parentUserId, userId)).for('update');
  const [row] = await find();
  if (row) return row;
  await tx
    .insert(subscriptions)
    .values({ parentUserId: userId, planType: 'trial', status: 'expired' })
    .onConflictDoNothing({ target: subscriptions.parentUserId });
  return (await find())[0]!;
}

/** A status Mercado Pago (or the demo's provider) reported (docs/product.md#admin-payments). */
const FROM_PROVIDER: PaymentEventBy = { source: 'provider' };

/**
 * What a refund does (docs/product.md#refunded-plan), inside the caller's transaction: the payment
 * is marked, its history gains the refund (or chargeback) with who gave the money back (`by`), and
 * when it paid the current period the plan ends: back to the period paid before it (if still
 * running), else back to the trial's remaining days (paid and refunded within them), else now.
 * Answers the subscription row as it now is. The caller holds the payment row's lock.
 */
export async function applyRefund(
  tx: Db,
  payment: PaymentRow,
  opts: { status: string; refundId: string | null; reason: string | null; now: Date; by: PaymentEventBy },
): Promise<SubscriptionRow | null> {
  const { now } = opts;
  await tx
    .update(payments)
    .set({ status: opts.status, refundId: opts.refundId, refundedAt: now, processedAt: now })
    .where(eq(payments.id, payment.id));
  await recordPaymentStatus(tx, payment.id, opts.status, now, opts.by);
  if (payment.userId === null) return null;
  const sub = await lockSubscription(tx, payment.userId);
  if (sub.paymentReference !== payment.providerPaymentId || sub.paymentProvider !== payment.provider) return sub;
  const left = accessAfterRefund(now, { paidUntil: payment.previousEndDate, trialEnd: sub.trialEndDate });
  const [updated] = await tx
    .update(subscriptions)
    .set({
      ...(left.kind === 'trial' ? { status: 'trial', planType: 'trial' } : { status: 'cancelled' }),
      cancelledAt: sub.cancelledAt ?? now,
      cancellationReason: opts.reason ?? sub.cancellationReason,
      lastPaymentAt: null,
      refundedAt: now,
      subscriptionEndDate: left.kind === 'paid' ? left.until : now,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, sub.id))
    .returning();
  return updated!;
}

/**
 * The one activation (docs/product.md#paying), used by the webhook, the payment-status read and
 * the demo: stores the payment as the provider describes it and, on its first move to approved
 * with the checkout's exact amount and currency, starts or extends the plan and queues the
 * `payment_confirmed` e-mail, in one transaction. The payment row is locked (or inserted) first,
 * so of any number of simultaneous calls on any servers exactly one sees the move to approved.
 * Each status the payment takes is one step of its history (`payment-events.ts`); a notice
 * repeating the status it already has writes none.
 * `onlyIfNew`: a payment already stored is answered as it is (the demo pays a checkout once).
 */
export function createActivation({ db, clock, config, outbox, sessionCache, onBackgroundError }: ActivationDeps) {
  async function activate(tx: Db, payment: PaymentRow, checkout: CheckoutRow, now: Date, provider: PaymentProvider) {
    const sub = await lockSubscription(tx, checkout.userId);
    const renewing =
      (sub.status === 'active' || sub.status === 'cancelled') &&
      sub.subscriptionEndDate !== null &&
      sub.subscriptionEndDate > now &&
      !UNPAID_PLANS.has(sub.planType);
    const previousEnd = renewing ? sub.subscriptionEndDate : null;
    const endDate = addMonthsUtc(previousEnd ?? now, checkout.months);
    await tx
      .update(subscriptions)
      .set({
        status: 'active',
        planType: checkout.planType,
        subscriptionStartDate: renewing ? (sub.subscriptionStartDate ?? now) : now,
        subscriptionEndDate: endDate,
        amountPaid: checkout.amount,
        paymentProvider: provider,
        paymentReference: payment.providerPaymentId,
        lastPaymentAt: now,
        // The revenue's trial conversion (docs/product.md#admin-revenue): the family's first approval.
        firstPaidAt: sub.firstPaidAt ?? now,
        refundedAt: null,
        cancelledAt: null,
        cancellationReason: null,
        updatedAt: now,
      })
      .where(eq(subscriptions.id, sub.id));
    const [stored] = await tx
      .update(payments)
      .set({ status: 'approved', previousEndDate: previousEnd, periodEndDate: endDate, processedAt: now })
      .where(eq(payments.id, payment.id))
      .returning();
    const [user] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, checkout.userId));
    if (user) {
      const email = paymentConfirmedEmail({
        name: user.fullName?.trim() || user.email,
        planName: checkout.planName,
        amount: Number(checkout.amount),
        endDate,
        link: `${config.appUrl}/subscription`,
      });
      await outbox.enqueue(tx, { to: user.email, templateType: 'payment_confirmed', ...email });
    }
    return stored!;
  }

  return async function applyProviderPayment(
    provided: ProviderPayment,
    provider: PaymentProvider,
    opts: { onlyIfNew?: boolean } = {},
  ): Promise<Applied | null> {
    const reference = provided.external_reference;
    const [checkout] = reference
      ? await db.select().from(checkouts).where(eq(checkouts.externalReference, reference)).limit(1)
      : [];
    if (!checkout) {
      onBackgroundError(new PaymentWithoutCheckout(), 'payment without a checkout: nothing applied');
      return null;
    }
    const now = clock.now();
    const paid = provided.transaction_amount;
    // What the numeric(10,2) column can hold; anything else is stored as 0 and refused.
    const storable = Number.isFinite(paid) && paid >= 0 && paid < 1e8;
    const exact =
      storable &&
      Math.round(paid * 100) === Math.round(Number(checkout.amount) * 100) &&
      provided.currency_id === checkout.currency;
    const incoming = exact ? provided.status : REFUSED;
    let touchedPlan = false;
    const payment = await db.transaction(async (tx) => {
      const where = and(eq(payments.provider, provider), eq(payments.providerPaymentId, provided.id));
      const [inserted] = await tx
        .insert(payments)
        .values({
          userId: checkout.userId,
          provider,
          providerPaymentId: provided.id,
          planType: checkout.planType,
          amount: storable ? paid.toFixed(2) : '0',
          currency: (provided.currency_id || checkout.currency).slice(0, 8),
          status: incoming,
          externalReference: reference,
          providerData: provided,
          checkoutId: checkout.id,
          createdAt: now,
        })
        .onConflictDoNothing({ target: [payments.provider, payments.providerPaymentId] })
        .returning();
      const row = inserted ?? (await tx.select().from(payments).where(where).for('update'))[0]!;
      const previous = inserted ? null : row.status;
      if (inserted) await recordPaymentStatus(tx, row.id, incoming, now, FROM_PROVIDER);
      if (previous !== null && opts.onlyIfNew) return row;
      if (previous === 'approved') {
        // An approved payment never goes back; only money given back changes it.
        if (!REFUND_STATUSES.has(incoming)) return row;
        touchedPlan = true;
        await applyRefund(tx, row, { status: incoming, refundId: null, reason: null, now, by: FROM_PROVIDER });
        return (await tx.select().from(payments).where(where))[0]!;
      }
      if (previous !== null && REFUND_STATUSES.has(previous)) return row;
      if (incoming === 'approved') {
        touchedPlan = true;
        if (previous !== null) await recordPaymentStatus(tx, row.id, incoming, now, FROM_PROVIDER);
        return activate(tx, row, checkout, now, provider);
      }
      if (previous === null) return row;
      if (incoming !== previous) await recordPaymentStatus(tx, row.id, incoming, now, FROM_PROVIDER);
      const [updated] = await tx
        .update(payments)
        .set({ status: incoming, providerData: provided })
        .where(eq(payments.id, row.id))
        .returning();
      return updated!;
    });
    // Other servers learn it from the database's change notice (docs/decisions/015-session-cache.md).
    if (touchedPlan) sessionCache.forgetUser(checkout.userId);
    return { payment, checkout };
  };
}

export type ApplyProviderPayment = ReturnType<typeof createActivation>;
