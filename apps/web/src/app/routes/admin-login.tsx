import { Navigate, useNavigate } from 'react-router';
import { routePatterns } from '../../config/paths';
import { AdminLoginForm } from '../../features/admin/auth/admin-login-form';
import { adminAuthMessages } from '../../features/admin/auth/messages';
import { adminHome } from '../../features/admin/shell/admin-areas';
import { useAdminMe } from '../../features/admin/shell/admin-session';

/**
 * /admin/login (docs/product.md#admin-sign-in); a browser the server knows as signed in goes to its
 * role's first screen (the dashboard, or the activity editor for content: docs/product.md#admin-team-screens).
 */
export function AdminLoginRoute() {
  const navigate = useNavigate();
  const t = adminAuthMessages.login;
  const me = useAdminMe();
  if (me.data) return <Navigate to={adminHome(me.data.role)} replace />;
  return (
    <main id="main" className="flex min-h-screen flex-col justify-center bg-slate-50 px-4 py-12">
      <h1 className="text-center text-3xl font-bold">{t.title}</h1>
      <p className="mt-2 mb-6 text-center text-muted">{t.intro}</p>
      <AdminLoginForm onSignedIn={() => navigate(routePatterns.admin, { replace: true })} />
    </main>
  );
}
