import { Outlet } from 'react-router';

/** Scaffold, replaced by the admin-auth slice. */
export function AdminLayout() {
  return <Outlet />;
}
