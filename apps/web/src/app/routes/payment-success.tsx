import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { appInfoQueryOptions } from '../../features/session/api/get-app-info';
import { PaymentResult } from '../../features/subscription/components/payment-result';

/**
 * /payment/success (docs/product.md#payment-result): Mercado Pago's return address and the demo's.
 * Only `payment_id` is read; its `status` never decides.
 */
export function PaymentSuccessRoute() {
  const paymentId = useSearchParams()[0].get('payment_id') || null;
  // The support contact, when the e-mail server has one (docs/product.md#support-contact).
  const supportEmail = useQuery(appInfoQueryOptions).data?.supportEmail;
  return <PaymentResult key={paymentId ?? ''} paymentId={paymentId} supportEmail={supportEmail} />;
}
