import { childProfessionalsApi } from '@neurobridge/shared/api/child-professionals';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { ChildProfessionalsService } from './child-professionals-service';
import type { ChildSessionsService } from './child-sessions-service';
import type { InvitationRequestsService } from './invitation-requests-service';

/** Who sees each child, and the sessions logged for it (docs/product.md#professionals-of-a-child). */
export const childProfessionalsRoutes: FastifyPluginAsync<{
  professionals: ChildProfessionalsService;
  requests: InvitationRequestsService;
  sessions: ChildSessionsService;
}> = async (app, { professionals, requests, sessions }) => {
  route(app, childProfessionalsApi.list, ({ child }) => professionals.list(child.child));
  route(app, childProfessionalsApi.revoke, ({ child, params }) => professionals.revoke(child.child, params.accessId));
  route(app, childProfessionalsApi.withdrawInvitation, ({ child, params }) =>
    professionals.withdrawInvitation(child.child, params.invitationId),
  );
  route(app, childProfessionalsApi.approveRequest, ({ child, params }) =>
    requests.approve(child.child, params.invitationId),
  );
  route(app, childProfessionalsApi.refuseRequest, ({ child, params }) =>
    requests.refuse(child.child, params.invitationId),
  );
  route(app, childProfessionalsApi.invitationLink, ({ child, params }) =>
    professionals.invitationLink(child.child, params.invitationId),
  );
  route(app, childProfessionalsApi.sessions, ({ child, user, query }) => sessions.list(child, user.id, query));
};
