/** Scaffold, replaced by its slice. */
export function AdminDashboardRoute() {
  return null;
}
