import { NOTHING_TO_CANCEL, PROVIDER_UNAVAILABLE } from '@neurobridge/shared/api/payments';
import { formatDate } from '@neurobridge/shared/domain/format';
import { accessAfterRefund } from '@neurobridge/shared/domain/refund';
import { DAY_MS } from '@neurobridge/shared/domain/time';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { checkouts, payments, plans, subscriptions } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import type { Acting } from '../../lib/actor';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/audit-log';
import { paymentRefundedEmail } from '../mail/subscription-emails';
import { MONEY_BACK_DAYS, moneyBackUntil, statusAsOf, type SubscriptionRow } from '../subscription/subscription-view';
import { applyRefund, lockSubscription, type PaymentRow } from './activation';
import type { PaymentEventBy } from './payment-events';
import type { PaymentProvider } from './payment-provider';
import { UNPAID_PLANS } from './payment-rules';

/** Why a payment may not be refunded from the back-office (docs/product.md#admin-payments). */
export const REFUND_BLOCKED = {
  refunded: 'Este pagamento já foi reembolsado.',
  chargedBack: 'Este pagamento foi estornado (chargeback); não há o que reembolsar.',
  notApproved: 'Só um pagamento aprovado pode ser reembolsado.',
  familyGone: 'A família excluiu a conta; não há plano a encerrar. Um reembolso só pode ser feito no Mercado Pago.',
  notCurrent: 'Só o pagamento do plano atual da família pode ser reembolsado.',
  planNotActive: 'O plano pago deste pagamento não está ativo.',
  guaranteeOver: (until: Date) => `A garantia de 7 dias deste pagamento terminou em ${formatDate(until)}.`,
} as const;

/** A paid plan that can be cancelled now (docs/product.md#money-back). */
export const cancellable = (row: SubscriptionRow | undefined, now: Date): row is SubscriptionRow =>
  row !== undefined && statusAsOf(row, now) === 'active' && !UNPAID_PLANS.has(row.planType);

/**
 * The 7-day rule (docs/product.md#money-back), for the family's cancel and the admin's refund
 * alike: a payment may be refunded while it is approved, it is the payment behind the family's
 * current paid plan, that plan is active, and the payment was approved less than 7 days ago.
 * Answers why not in pt-BR, or null when it may.
 */
export function refundBlocked(payment: PaymentRow, sub: SubscriptionRow | undefined, now: Date): string | null {
  if (payment.status === 'refunded') return REFUND_BLOCKED.refunded;
  if (payment.status === 'charged_back') return REFUND_BLOCKED.chargedBack;
  if (payment.status !== 'approved') return REFUND_BLOCKED.notApproved;
  if (payment.userId === null || !sub) return REFUND_BLOCKED.familyGone;
  if (sub.paymentProvider !== payment.provider || sub.paymentReference !== payment.providerPaymentId) {
    return REFUND_BLOCKED.notCurrent;
  }
  if (!cancellable(sub, now)) return REFUND_BLOCKED.planNotActive;
  if (!moneyBackUntil(sub, now)) {
    const approved = sub.lastPaymentAt ?? payment.processedAt ?? payment.createdAt;
    return REFUND_BLOCKED.guaranteeOver(new Date(approved.getTime() + MONEY_BACK_DAYS * DAY_MS));
  }
  return null;
}

/** Who asks for the refund: the family cancelling its own plan, or an administrator with a reason. */
export type RefundBy = { kind: 'family'; reason: string | null } | { kind: 'admin'; acting: Acting; reason: string };

export interface Refunded {
  payment: PaymentRow;
  subscription: SubscriptionRow;
}

type RefundDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'outbox' | 'sessionCache' | 'onBackgroundError'> & {
  provider: PaymentProvider;
};

/** The family's subscription as it is now (no lock). */
export async function subscriptionOf(db: Db, userId: number | null): Promise<SubscriptionRow | undefined> {
  if (userId === null) return undefined;
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.parentUserId, userId));
  return row;
}

/**
 * The one refund within the 7-day guarantee (docs/product.md#money-back,
 * docs/product.md#admin-payments): the family's own cancel and the administrator's refund both come
 * here. Mercado Pago is asked first (simulated for the demo's payments), with the idempotency key
 * `refund-<payment id>`, so it refunds a payment once however many requests ask at once; if it
 * fails, nothing here changes (502). Then one transaction locks the payment row, then the family's
 * subscription (activation's order), checks the rule again, and applies the refund
 * (`applyRefund`: the payment, its history with who asked, the plan's days back), queues the one
 * `payment_refunded` e-mail and, for an admin, writes the audit entry. Of two requests at once
 * (a double click, the family and an admin, two servers) one refunds; the other finds the payment
 * refunded under the lock and is refused with 409, writing nothing.
 */
export function createRefunds({ db, clock, config, outbox, sessionCache, provider, onBackgroundError }: RefundDeps) {
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

  /** The family's refusal is the cancel's own; an admin is told why. */
  const refusal = (by: RefundBy, reason: string) =>
    new HttpError(409, by.kind === 'family' ? NOTHING_TO_CANCEL : reason);

  async function tellFamily(tx: Db, payment: PaymentRow, sub: SubscriptionRow, by: RefundBy, now: Date) {
    const [family] = await tx
      .select({ email: users.email, fullName: users.fullName, planName: checkouts.planName, current: plans.name })
      .from(users)
      .leftJoin(checkouts, eq(checkouts.id, payment.checkoutId ?? ''))
      .leftJoin(plans, eq(plans.id, payment.planType))
      .where(eq(users.id, payment.userId!));
    if (!family) return;
    const email = paymentRefundedEmail({
      name: family.fullName?.trim() || family.email,
      planName: family.planName ?? family.current ?? '',
      amount: Number(payment.amount),
      by: by.kind,
      access: accessAfterRefund(now, { paidUntil: payment.previousEndDate, trialEnd: sub.trialEndDate }),
      link: `${config.appUrl}/subscription`,
    });
    await outbox.enqueue(tx, { to: family.email, templateType: 'payment_refunded', ...email });
  }

  return {
    /**
     * Refunds `payment` (the row as read before, approved) for `by`; answers the payment and the
     * family's subscription as they now are. 409 when the rule does not allow it (or no longer,
     * once the lock is held), 502 when Mercado Pago fails.
     */
    async refund(payment: PaymentRow, by: RefundBy): Promise<Refunded> {
      const now = clock.now();
      const blocked = refundBlocked(payment, await subscriptionOf(db, payment.userId), now);
      if (blocked) throw refusal(by, blocked);
      // The provider first: if it fails, nothing here has changed.
      const refundId = await refundAtProvider(payment);
      const eventBy: PaymentEventBy =
        by.kind === 'admin'
          ? { source: 'admin', actor: by.acting.admin.username, note: by.reason }
          : { source: 'family', note: by.reason };

      const done = await db.transaction(async (tx) => {
        const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
        const sub = locked?.userId == null ? undefined : await lockSubscription(tx, locked.userId);
        const stillBlocked = locked ? refundBlocked(locked, sub, now) : REFUND_BLOCKED.notApproved;
        if (stillBlocked) throw refusal(by, stillBlocked);
        const updated = (await applyRefund(tx, locked!, {
          status: 'refunded',
          refundId,
          reason: by.reason,
          now,
          by: eventBy,
        }))!;
        await tellFamily(tx, locked!, sub!, by, now);
        if (by.kind === 'admin') {
          await recordAudit(tx, clock, {
            actor: { type: 'admin', id: by.acting.admin.id, label: by.acting.admin.username },
            from: by.acting.from,
            action: 'payment.refunded',
            target: { type: 'payment', id: locked!.id },
            details: {
              provider: locked!.provider,
              provider_payment_id: locked!.providerPaymentId,
              amount: locked!.amount,
              user_id: locked!.userId,
              reason: by.reason,
            },
          });
        }
        const [after] = await tx.select().from(payments).where(eq(payments.id, locked!.id));
        return { payment: after!, subscription: updated };
      });
      // Other servers learn it from the database's change notice (docs/decisions/015-session-cache.md).
      sessionCache.forgetUser(payment.userId!);
      return done;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
