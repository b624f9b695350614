/** Scaffold, replaced by its slice. */
export function AdminLoginRoute() {
  return null;
}
