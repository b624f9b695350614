import { AccountScreen } from '../../features/admin/account/account-screen';

/** /admin/conta (docs/product.md#admin-account): inside the admin layout, which holds the token check. */
export function AdminAccountRoute() {
  return <AccountScreen />;
}
