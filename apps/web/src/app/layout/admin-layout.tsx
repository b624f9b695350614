import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useAdminMe, useAdminToken } from '../../features/admin/shell/admin-session';
import { AdminShell } from '../../features/admin/shell/admin-shell';

/**
 * Every admin screen but the sign-in (docs/product.md#admin-screens): without an admin token, or
 * once it is dropped (sign-out, a 401 anywhere, another tab), the browser goes to /admin/login.
 * An admin who must still turn the second factor on (production) stays on the dashboard, where
 * the set-up is.
 */
export function AdminLayout() {
  const signedIn = useAdminToken();
  const { pathname } = useLocation();
  const me = useAdminMe(signedIn);
  if (!signedIn) return <Navigate to={paths.adminLogin} replace />;
  const onDashboard = pathname === paths.adminDashboard;
  if (!onDashboard && me.data?.totp_required && !me.data.totp_enabled) {
    return <Navigate to={paths.adminDashboard} replace />;
  }
  return (
    <AdminShell onDashboard={onDashboard}>
      <Outlet />
    </AdminShell>
  );
}
