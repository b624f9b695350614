import { ReportsScreen } from '../../features/admin/reports/reports-screen';

/** /admin/reports (docs/product.md#admin-reports): inside the admin layout, which holds the token check and the back button. */
export function AdminReportsRoute() {
  return <ReportsScreen />;
}
