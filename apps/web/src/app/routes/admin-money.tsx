import { useParams } from 'react-router';
import { PaymentScreen } from '../../features/admin/money/payment-screen';
import { PaymentsScreen } from '../../features/admin/money/payments-screen';
import { RevenueScreen } from '../../features/admin/money/revenue-screen';

// The three money screens load as one chunk: they share the money contract and the feature's texts
// and formats, which would otherwise be split into the shared `admin` and `common` chunks (bench/budget.mjs).

/** /admin/receita (docs/product.md#admin-revenue-screen): inside the admin layout, which holds the token check. */
export function AdminRevenueRoute() {
  return <RevenueScreen />;
}

/** /admin/pagamentos (docs/product.md#admin-payments-screen). */
export function AdminPaymentsRoute() {
  return <PaymentsScreen />;
}

/** /admin/pagamentos/:paymentId (docs/product.md#admin-payments-screen). */
export function AdminPaymentRoute() {
  const id = useParams().paymentId ?? '';
  return <PaymentScreen key={id} paymentId={id} />;
}
