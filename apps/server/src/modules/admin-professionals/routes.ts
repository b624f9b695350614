import { adminProfessionalsApi } from '@neurobridge/shared/api/admin-professionals';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { AdminInvitationsService } from './admin-invitations-service';
import type { AdminProfessionalsService } from './admin-professionals-service';

/**
 * Professionals and families' invitations in the back-office (docs/product.md#admin-professionals,
 * docs/product.md#admin-invitations); registered in the admin context, area `professionals`.
 */
export const adminProfessionalsRoutes: FastifyPluginAsync<{
  professionals: AdminProfessionalsService;
  invitations: AdminInvitationsService;
}> = async (app, { professionals, invitations }) => {
  route(app, adminProfessionalsApi.list, ({ query }) => professionals.list(query));
  route(app, adminProfessionalsApi.verify, ({ params, actor }) => professionals.verify(params.id, actor));
  route(app, adminProfessionalsApi.unverify, ({ params, actor }) => professionals.unverify(params.id, actor));
  route(app, adminProfessionalsApi.endAccess, ({ params, body, actor }) =>
    professionals.endAccess(params.id, body.reason, actor),
  );
  route(app, adminProfessionalsApi.invitations, ({ query }) => invitations.list(query));
  route(app, adminProfessionalsApi.resendInvitation, ({ params, actor }) =>
    invitations.resendInvitation(params.id, actor),
  );
  route(app, adminProfessionalsApi.withdrawInvitation, ({ params, actor }) =>
    invitations.withdrawInvitation(params.id, actor),
  );
};
