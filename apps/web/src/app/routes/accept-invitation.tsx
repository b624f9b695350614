import { useParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { AcceptInvitation } from '../../features/invitations/components/accept-invitation';
import { InvitationSignIn } from '../../features/invitations/components/invitation-sign-in';
import { acceptInvitationMessages } from '../../features/invitations/messages';
import { useSession } from '../../features/session/use-session';
import { TermsGate } from '../../features/terms/components/terms-gate';

/**
 * /accept-invitation/{token} (docs/product.md#accepting-an-invitation): open to signed-out
 * visitors, who are asked to sign in and brought back; a signed-in one sees the terms first, if
 * not yet accepted, then the invitation.
 */
export function AcceptInvitationRoute() {
  const { token = '' } = useParams();
  const { user, isPending } = useSession();
  if (isPending) return <Spinner label={acceptInvitationMessages.loading} />;
  if (!user) return <InvitationSignIn token={token} />;
  return (
    <>
      <TermsGate userId={user.id} />
      {/* A parent who is not a professional yet is asked before she gets that area too. */}
      <AcceptInvitation token={token} askAlsoProfessional={user.role === 'parent' && !user.is_professional} />
    </>
  );
}
