import type { PaymentView } from '@neurobridge/shared/api/payments';
import type { PlanId } from '@neurobridge/shared/domain/plans';
import type { CheckoutRow, PaymentRow } from './activation';
import { viewStatus } from './payment-rules';

/** A payment as its payer sees it (docs/product.md#payment-result). */
export function toPaymentView(payment: PaymentRow, checkout: Pick<CheckoutRow, 'planName'> | null): PaymentView {
  const status = viewStatus(payment.status);
  return {
    id: payment.providerPaymentId,
    status,
    plan_type: payment.planType as PlanId,
    plan_name: checkout?.planName ?? '',
    amount: Number(payment.amount),
    currency: payment.currency,
    subscription_end_date: status === 'approved' && payment.periodEndDate ? payment.periodEndDate.toISOString() : null,
  };
}
