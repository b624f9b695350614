import type { AdminPaymentRow, PaymentDetail } from '@neurobridge/shared/api/admin-money';
import type { paymentStatusEvents } from '../../db/schema/billing';
import type { PaymentEventSource } from '../payments/payment-events';
import type { ListedPayment } from './payments-queries';

/**
 * Mercado Pago documents no address of one payment's page: its help tells the seller to look a
 * payment up by its id in the activity panel ("Atividade", mercadopago.com.br/activities), so the
 * link opens that panel searching for the id (docs/product.md#admin-payments). The demo's test
 * provider has no site: null.
 */
export function providerUrl(provider: string, providerPaymentId: string): string | null {
  if (provider !== 'mercado_pago') return null;
  return `https://www.mercadopago.com.br/activities?q=${encodeURIComponent(providerPaymentId)}`;
}

/** A plan's name as the plans table has it now, else its id (a plan no longer in the table). */
export function planName(planType: string, names: ReadonlyMap<string, string>): string {
  return names.get(planType) ?? planType;
}

export function toPaymentRow(row: ListedPayment): AdminPaymentRow {
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    plan_type: row.planType,
    plan_name: row.planName,
    amount_cents: row.amountCents,
    currency: row.currency,
    provider: row.provider,
    provider_payment_id: row.providerPaymentId,
    provider_url: providerUrl(row.provider, row.providerPaymentId),
    family:
      row.userId === null || row.familyEmail === null
        ? null
        : { id: row.userId, name: row.familyName, email: row.familyEmail },
  };
}

type EventRow = typeof paymentStatusEvents.$inferSelect;

export function toHistory(rows: EventRow[]): PaymentDetail['history'] {
  return rows.map((e) => ({
    status: e.status,
    at: e.at.toISOString(),
    source: e.source as PaymentEventSource,
    actor: e.actor,
    note: e.note,
  }));
}

/**
 * Cents as the CSV writes money, "1234,56" (docs/product.md#csv-files): the integer's digits with
 * the decimal comma put in, no arithmetic on the amount.
 */
export function centsText(cents: number): string {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)},${digits.slice(-2)}`;
}
