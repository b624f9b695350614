import { useSearchParams } from 'react-router';
import { PaymentResult } from '../../features/subscription/components/payment-result';

/**
 * /payment/success (docs/product.md#payment-result): Mercado Pago's return address and the demo's.
 * Only `payment_id` is read; its `status` never decides.
 */
export function PaymentSuccessRoute() {
  const paymentId = useSearchParams()[0].get('payment_id') || null;
  return <PaymentResult key={paymentId ?? ''} paymentId={paymentId} />;
}
