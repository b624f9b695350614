import { useSearchParams } from 'react-router';
import { TestPaymentPanel } from '../../features/subscription/components/test-payment-panel';
import { subscriptionMessages } from '../../features/subscription/messages';

/** /test-payment?checkout= (docs/product.md#demo-payment): the demo's stand-in for Mercado Pago's checkout. */
export function TestPaymentRoute() {
  const checkoutId = useSearchParams()[0].get('checkout') || null;
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="mb-6 text-3xl font-bold">{subscriptionMessages.demo.title}</h1>
      <TestPaymentPanel checkoutId={checkoutId} />
    </div>
  );
}
