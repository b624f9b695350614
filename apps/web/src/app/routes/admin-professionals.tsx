import { InvitationsScreen } from '../../features/admin/professionals/invitations-screen';
import { ProfessionalsScreen } from '../../features/admin/professionals/professionals-screen';

/*
 * /admin/profissionais and /admin/convites (docs/product.md#admin-professionals,
 * docs/product.md#admin-invitations): one chunk, as both screens share the contract and their texts.
 * Inside the admin layout, which holds the token check.
 */

export function AdminProfessionalsRoute() {
  return <ProfessionalsScreen />;
}

export function AdminInvitationsRoute() {
  return <InvitationsScreen />;
}
