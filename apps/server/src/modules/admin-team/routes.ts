import { adminTeamApi } from '@neurobridge/shared/api/admin-team';
import type { FastifyPluginAsync } from 'fastify';
import { perClientRateLimit } from '../../lib/client-rate-limit';
import { route } from '../../lib/route';
import { requestOrigin } from '../audit/audit-log';
import type { AdminTeamService } from './admin-team-service';
import type { TeamInvitationsService } from './team-invitations-service';

interface AdminTeamRoutesOptions {
  team: AdminTeamService;
  invitations: TeamInvitationsService;
}

/** The team screen's routes (docs/product.md#admin-team); registered with `registerAdminRoutes`. */
export const adminTeamRoutes: FastifyPluginAsync<AdminTeamRoutesOptions> = async (app, { team, invitations }) => {
  route(app, adminTeamApi.list, () => team.list());
  route(app, adminTeamApi.invite, ({ body, actor }) => invitations.invite(body, actor));
  route(app, adminTeamApi.resendInvitation, ({ params, actor }) => invitations.resend(params.id, actor));
  route(app, adminTeamApi.withdrawInvitation, ({ params, actor }) => invitations.withdraw(params.id, actor));
  route(app, adminTeamApi.changeRole, ({ params, body, actor }) => team.changeRole(params.id, body.role, actor));
  route(app, adminTeamApi.suspend, ({ params, body, actor }) => team.suspend(params.id, body.reason, actor));
  route(app, adminTeamApi.reactivate, ({ params, actor }) => team.reactivate(params.id, actor));
};

/**
 * The invitee's set-up link: public (no admin yet), limited per client like the sign-in, since a
 * stranger may try tokens (docs/product.md#admin-team).
 */
export const adminInvitationRoutes: FastifyPluginAsync<Pick<AdminTeamRoutesOptions, 'invitations'>> = async (
  app,
  { invitations },
) => {
  route(app, adminTeamApi.invitation, ({ params }) => invitations.view(params.token), perClientRateLimit);
  route(
    app,
    adminTeamApi.acceptInvitation,
    ({ params, body, request }) => invitations.accept(params.token, body, requestOrigin(request)),
    perClientRateLimit,
  );
};
