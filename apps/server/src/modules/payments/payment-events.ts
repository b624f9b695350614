import type { PAYMENT_EVENT_SOURCES } from '@neurobridge/shared/api/admin-money';
import { localDateString } from '@neurobridge/shared/domain/time';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentDays, payments, paymentStatusEvents } from '../../db/schema/billing';

/** Who moved a payment to a status (docs/product.md#admin-payments). */
export type PaymentEventSource = (typeof PAYMENT_EVENT_SOURCES)[number];

/**
 * Who moved it: Mercado Pago's or the demo provider's word (`provider`), the family's own cancel
 * (`family`), an administrator's refund (`admin`, with the admin's username) or the product itself
 * (`system`).
 */
export type PaymentEventBy =
  | { source: 'provider' | 'system'; note?: string | null }
  | { source: 'family'; note?: string | null }
  | { source: 'admin'; actor: string; note?: string | null };

/** The statuses of the history that move money: paid, and given back. */
export const MONEY_STATUSES = ['approved', 'refunded', 'charged_back'] as const;

/**
 * One step of a payment's history (docs/product.md#admin-payments), written in the transaction of
 * the change it records: every insert of a payment and every change of its status writes exactly
 * one; a status the payment already had writes none (the caller compares, under the row's lock).
 * An approval, a refund or a chargeback also adds the payment's amount to its São Paulo day's sum
 * (`payment_days`), which the revenue screen reads (docs/product.md#admin-revenue).
 */
export async function recordPaymentStatus(
  tx: Db,
  paymentId: number,
  status: string,
  at: Date,
  by: PaymentEventBy,
): Promise<void> {
  await tx.insert(paymentStatusEvents).values({
    paymentId,
    status,
    at,
    source: by.source,
    actor: by.source === 'admin' ? by.actor : null,
    note: by.note?.trim() || null,
  });
  if (!(MONEY_STATUSES as readonly string[]).includes(status)) return;
  const d = paymentDays;
  await tx
    .insert(d)
    .select(
      tx
        .select({
          day: sql<string>`${localDateString(at)}::date`.as('day'),
          planType: payments.planType,
          status: sql<string>`${status}`.as('status'),
          count: sql<number>`1`.as('count'),
          cents: sql<number>`round(${payments.amount} * 100)::bigint`.as('cents'),
        })
        .from(payments)
        .where(eq(payments.id, paymentId)),
    )
    .onConflictDoUpdate({
      target: [d.day, d.planType, d.status],
      set: { count: sql`${d.count} + excluded.count`, cents: sql`${d.cents} + excluded.cents` },
    });
}
