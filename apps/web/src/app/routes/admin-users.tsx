import { UsersScreen } from '../../features/admin/users/components/users-screen';

/** /admin/users (docs/product.md#admin-users): inside the admin layout, which holds the token check and the back button. */
export function AdminUsersRoute() {
  return <UsersScreen />;
}
