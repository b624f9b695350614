import { invitationAcceptanceApi } from '@neurobridge/shared/api/invitation-acceptance';
import { invitationsApi } from '@neurobridge/shared/api/invitations';
import type { FastifyPluginAsync } from 'fastify';
import { perClientRateLimit } from '../../lib/client-rate-limit';
import { route } from '../../lib/route';
import type { AcceptanceService } from './acceptance-service';
import type { InvitationsService } from './invitations-service';

// Each invitation sends an e-mail to an address the caller chooses: bounded per parent, not per
// IP, so one family behind a shared connection does not block another. The access hook runs
// first (it is registered on the app; this is a route hook), so `request.user` is set here.
const inviteRateLimit = {
  rateLimit: {
    max: 20,
    timeWindow: '1 hour',
    keyGenerator: (request: { user: { id: number } | null; ip: string }) =>
      request.user ? `invite-user-${request.user.id}` : `invite-ip-${request.ip}`,
  },
};

export const invitationsRoutes: FastifyPluginAsync<{
  invitations: InvitationsService;
  acceptance: AcceptanceService;
}> = async (app, { invitations, acceptance }) => {
  route(app, invitationsApi.invite, ({ user, body }) => invitations.invite(user, body), { config: inviteRateLimit });
  // The invited professional's side (docs/product.md#accepting-an-invitation). A token is a guess
  // until it is found: each look-up is limited per client, like sign-in.
  route(
    app,
    invitationAcceptanceApi.get,
    ({ user, params }) => acceptance.view(user, params.token),
    perClientRateLimit,
  );
  route(app, invitationAcceptanceApi.accept, ({ user, body }) => acceptance.accept(user, body), perClientRateLimit);
  route(
    app,
    invitationAcceptanceApi.decline,
    ({ user, params }) => acceptance.decline(user, params.token),
    perClientRateLimit,
  );
};
