import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { AdminLoginForm } from '../../features/admin/auth/admin-login-form';
import { adminAuthMessages } from '../../features/admin/auth/messages';
import { useAdminMe } from '../../features/admin/shell/admin-session';

/** /admin/login (docs/product.md#admin-sign-in); a browser the server knows as signed in goes to the dashboard. */
export function AdminLoginRoute() {
  const navigate = useNavigate();
  const t = adminAuthMessages.login;
  const me = useAdminMe();
  if (me.data) return <Navigate to={paths.adminDashboard} replace />;
  return (
    <main id="main" className="flex min-h-screen flex-col justify-center bg-slate-50 px-4 py-12">
      <h1 className="text-center text-3xl font-bold">{t.title}</h1>
      <p className="mt-2 mb-6 text-center text-muted">{t.intro}</p>
      <AdminLoginForm onSignedIn={() => navigate(paths.adminDashboard, { replace: true })} />
    </main>
  );
}
