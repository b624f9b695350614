import type { PAYMENT_EVENT_SOURCES } from '@neurobridge/shared/api/admin-money';
import type { Db } from '../../db/client';
import { paymentStatusEvents } from '../../db/schema/billing';

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

/**
 * One step of a payment's history (docs/product.md#admin-payments), written in the transaction of
 * the change it records: every insert of a payment and every change of its status writes exactly
 * one; a status the payment already had writes none (the caller compares, under the row's lock).
 * The revenue screen counts approvals, refunds and chargebacks by these rows' days.
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
}
