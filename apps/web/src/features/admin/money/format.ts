import { PAYMENT_STATUS_LABELS, type AdminPaymentRow, type PaymentStatus } from '@neurobridge/shared/api/admin-money';
import { planTypeLabel } from '@neurobridge/shared/domain/account-labels';
import { TIME_ZONE } from '@neurobridge/shared/domain/time';
import { paymentsMessages } from './messages';

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const when = new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

/**
 * Money the server computed in integer cents, as reais (docs/product.md#admin-revenue): `12345`
 * is 'R$ 123,45'. The division is only for display; every sum is the server's, in cents.
 */
export function formatCents(cents: number): string {
  return brl.format(cents / 100);
}

/** An instant as dd/mm/aaaa hh:mm, São Paulo time. */
export const formatWhen = (iso: string) => when.format(new Date(iso));

/** A payment's status in pt-BR (the contract's labels); an unknown one as it came. */
export function paymentStatusLabel(status: string): string {
  return PAYMENT_STATUS_LABELS[status as PaymentStatus] ?? status;
}

/** A plan as the admin tables name it (docs/product.md#admin-tables), else the server's name. */
export function planLabel(planType: string, planName?: string): string {
  const label = planTypeLabel(planType);
  return label === planType && planName ? planName : label;
}

/** Who paid, as a row names them: the name, else the e-mail; a deleted account says so. */
export function familyName(family: AdminPaymentRow['family']): string {
  if (!family) return paymentsMessages.deletedFamily;
  return family.name?.trim() || family.email;
}
