/** Scaffold, replaced by its slice. */
export function AdminAuditRoute() {
  return null;
}
