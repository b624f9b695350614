import { useParams } from 'react-router';
import { InvitationSetup } from '../../features/admin/team/invitation-setup';

/** /admin/convite/:token (docs/product.md#admin-team-screens): public, outside the admin layout. */
export function AdminInvitationSetupRoute() {
  const { token = '' } = useParams();
  return <InvitationSetup key={token} token={token} />;
}
