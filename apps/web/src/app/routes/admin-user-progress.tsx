/** Scaffold, replaced by its slice. */
export function AdminUserProgressRoute() {
  return null;
}
