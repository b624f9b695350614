/** Scaffold, replaced by its slice. */
export function AdminUsersRoute() {
  return null;
}
