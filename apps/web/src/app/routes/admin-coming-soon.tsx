/** Scaffold, replaced by the admin-auth slice. */
export function AdminComingSoonRoute() {
  return null;
}
