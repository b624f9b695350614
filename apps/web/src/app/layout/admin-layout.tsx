import { mayUse, type AdminRole } from '@neurobridge/shared/domain/admin-roles';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { adminHome, areaOfPath } from '../../features/admin/shell/admin-areas';
import { useAdminMe, useAdminSignedIn } from '../../features/admin/shell/admin-session';
import { AdminShell } from '../../features/admin/shell/admin-shell';
import { AreaForbidden, useForbiddenRead } from '../../features/admin/shell/area-forbidden';
import { adminShellMessages } from '../../features/admin/shell/messages';

/**
 * Where an admin who must still turn the second factor on may be: the dashboard when the role has
 * it, and 'Minha conta' (docs/product.md#admin-account); both show the set-up.
 */
function setupPaths(role: AdminRole): string[] {
  return mayUse(role, 'dashboard') ? [paths.adminDashboard, paths.adminAccount] : [paths.adminAccount];
}

/**
 * Every admin screen but the sign-in and the invitation's set-up (docs/product.md#admin-screens):
 * when the server says this browser is not signed in, or the sign-in ends (sign-out, a 401
 * anywhere), the browser goes to /admin/login. An admin who must still turn the second factor on
 * (production) stays where the set-up is. A screen outside the admin's role, reached by its
 * address or refused by the server, shows a calm notice instead (docs/product.md#admin-team-screens).
 */
export function AdminLayout() {
  const signedIn = useAdminSignedIn();
  const { pathname } = useLocation();
  const me = useAdminMe(signedIn !== 'out');
  const refused = useForbiddenRead(pathname);
  if (signedIn === 'out') return <Navigate to={paths.adminLogin} replace />;
  if (signedIn === 'pending') return <Spinner label={adminShellMessages.checking} />;
  const onDashboard = pathname === paths.adminDashboard;
  const role = me.data?.role;
  if (role && me.data?.totp_required && !me.data.totp_enabled) {
    const allowed = setupPaths(role);
    if (!allowed.includes(pathname)) return <Navigate to={allowed[0]!} replace />;
  }
  const area = areaOfPath(pathname);
  const forbidden = role !== undefined && (refused || (area !== null && !mayUse(role, area)));
  return (
    <AdminShell onDashboard={onDashboard}>
      {forbidden ? <AreaForbidden home={adminHome(role)} /> : <Outlet />}
    </AdminShell>
  );
}

/** `/admin`: the role's first screen (the dashboard, or the activity editor for content). */
export function AdminHome() {
  const me = useAdminMe();
  return <Navigate to={me.data ? adminHome(me.data.role) : paths.adminDashboard} replace />;
}
