import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { useAdminMe, useAdminSignedIn } from '../../features/admin/shell/admin-session';
import { AdminShell } from '../../features/admin/shell/admin-shell';
import { adminShellMessages } from '../../features/admin/shell/messages';

/**
 * Every admin screen but the sign-in (docs/product.md#admin-screens): when the server says this
 * browser is not signed in, or the sign-in ends (sign-out, a 401 anywhere), the browser goes to
 * /admin/login. An admin who must still turn the second factor on (production) stays on the
 * dashboard, where the set-up is.
 */
export function AdminLayout() {
  const signedIn = useAdminSignedIn();
  const { pathname } = useLocation();
  const me = useAdminMe(signedIn !== 'out');
  if (signedIn === 'out') return <Navigate to={paths.adminLogin} replace />;
  if (signedIn === 'pending') return <Spinner label={adminShellMessages.checking} />;
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
