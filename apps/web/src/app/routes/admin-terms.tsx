import { TermsScreen } from '../../features/admin/terms/terms-screen';

/** /admin/termos (docs/product.md#admin-terms): inside the admin layout, which holds the token check and the role's areas. */
export function AdminTermsRoute() {
  return <TermsScreen />;
}
