/** Scaffold, replaced by its slice. */
export function AccountRoute() {
  return null;
}
