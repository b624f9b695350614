import { invitationsApi } from '@neurobridge/shared/api/invitations';
import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { route } from '../../lib/route';
import { inviteProfessional } from './invitations-service';

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

export const invitationsRoutes: FastifyPluginAsync<{ config: AppConfig; db: Db; secretsKey: Buffer }> = async (
  app,
  { config, db, secretsKey },
) => {
  route(
    app,
    invitationsApi.invite,
    ({ user, body }) => inviteProfessional(db, { appUrl: config.appUrl, secretsKey }, user, body),
    { config: inviteRateLimit },
  );
};
