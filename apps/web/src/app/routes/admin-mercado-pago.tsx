import { PaymentSettingsScreen } from '../../features/admin/payment-settings/payment-settings-screen';

/** /admin/mercado-pago (docs/product.md#admin-mercado-pago): inside the admin layout, which holds the token check. */
export function AdminMercadoPagoRoute() {
  return <PaymentSettingsScreen />;
}
