import type { PaymentView } from '@neurobridge/shared/api/payments';
import { randomToken } from '../../lib/crypto';

/** Where a payment came from: Mercado Pago, or the demo's simulated checkout (docs/product.md#demo-payment). */
export type PaymentProvider = 'mercado_pago' | 'test';

/** Stored when the amount or currency paid is not the checkout's: never activates (docs/product.md#paying). */
export const REFUSED = 'refused';
/** Mercado Pago's statuses of money given back. */
export const REFUND_STATUSES = new Set(['refunded', 'charged_back']);
/** Plans that are not bought, so neither renewed by a payment nor cancelled with one. */
export const UNPAID_PLANS = new Set(['trial', 'admin_granted']);

/** A checkout id: 18 random bytes, 24 url-safe characters. */
export const newCheckoutId = () => randomToken(18);

export const externalReference = (userId: number, planType: string, checkoutId: string) =>
  `nb:${userId}:${planType}:${checkoutId}`;

/** The payer's view of a stored status (docs/product.md#payment-result). */
export function viewStatus(status: string): PaymentView['status'] {
  if (status === 'approved') return 'approved';
  if (REFUND_STATUSES.has(status)) return 'refunded';
  if (status === 'rejected' || status === 'cancelled' || status === REFUSED) return 'rejected';
  return 'pending';
}

/**
 * `months` calendar months later, in UTC; a day the target month lacks becomes its last day
 * (31 January + 1 month = 28 or 29 February).
 */
export function addMonthsUtc(date: Date, months: number): Date {
  const out = new Date(date.getTime());
  const day = out.getUTCDate();
  out.setUTCDate(1);
  out.setUTCMonth(out.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(out.getUTCFullYear(), out.getUTCMonth() + 1, 0)).getUTCDate();
  out.setUTCDate(Math.min(day, lastDay));
  return out;
}

/** Minutes before the next try of a notification, after the n-th attempt failed (docs/product.md#payment-webhook). */
export const RETRY_MINUTES = [1, 5, 15, 60, 180, 360, 720, 1440, 1440, 1440] as const;
export const MAX_NOTIFICATION_ATTEMPTS = RETRY_MINUTES.length;
