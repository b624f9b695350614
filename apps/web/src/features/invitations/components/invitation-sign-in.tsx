import { authApi } from '@neurobridge/shared/api/auth';
import { buttonClass } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { acceptInvitationMessages as t } from '../messages';
import { InvitationCard } from './accept-invitation';

/** The sign-in start that comes back to this invitation's page (docs/product.md#accepting-an-invitation). */
export function signInUrlFor(token: string): string {
  return `${authApi.signInStart.path}?${new URLSearchParams({ return_to: paths.acceptInvitation(token) })}`;
}

/**
 * A signed-out visitor: what the page is, and a sign-in that returns here. A plain link: the
 * server starts the sign-in and keeps this page for the way back.
 */
export function InvitationSignIn({ token }: { token: string }) {
  return (
    <InvitationCard>
      <p className="text-lg">{t.signInText}</p>
      <a href={signInUrlFor(token)} className={buttonClass('primary', 'mt-6')}>
        {t.signIn}
      </a>
    </InvitationCard>
  );
}
