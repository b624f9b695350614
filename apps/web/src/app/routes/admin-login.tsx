import { Navigate, useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { adminToken } from '../../features/admin/api/admin-client';
import { AdminLoginForm } from '../../features/admin/auth/admin-login-form';
import { adminAuthMessages } from '../../features/admin/auth/messages';

/** /admin/login (docs/product.md#admin-sign-in); a tab already signed in goes to the dashboard. */
export function AdminLoginRoute() {
  const navigate = useNavigate();
  const t = adminAuthMessages.login;
  if (adminToken.get()) return <Navigate to={paths.adminDashboard} replace />;
  return (
    <main id="main" className="flex min-h-screen flex-col justify-center bg-slate-50 px-4 py-12">
      <h1 className="text-center text-3xl font-bold">{t.title}</h1>
      <p className="mt-2 mb-6 text-center text-muted">{t.intro}</p>
      <AdminLoginForm onSignedIn={() => navigate(paths.adminDashboard, { replace: true })} />
    </main>
  );
}
