import { invitationCreated, inviteProfessionalBody } from '@neurobridge/shared/api/invitations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/session-auth';
import { inviteProfessional } from './invitations-service';

// Each invitation sends an e-mail to an address the caller chooses: bounded per parent, not per
// IP, so one family behind a shared connection does not block another. The session hook runs
// first (it is registered on the app; this is a route hook), so `request.user` is set here.
const inviteRateLimit = {
  rateLimit: {
    max: 20,
    timeWindow: '1 hour',
    keyGenerator: (request: { user: { id: number } | null; ip: string }) =>
      request.user ? `invite-user-${request.user.id}` : `invite-ip-${request.ip}`,
  },
};

export const invitationsRoutes: FastifyPluginAsyncZod<{ config: AppConfig; db: Db; secretsKey: Buffer }> = async (
  app,
  { config, db, secretsKey },
) => {
  app.post(
    '/api/professional/invite',
    {
      config: inviteRateLimit,
      schema: { tags: ['invitations'], body: inviteProfessionalBody, response: { 201: invitationCreated } },
    },
    async (request, reply) => {
      const created = await inviteProfessional(
        db,
        { appUrl: config.appUrl, secretsKey },
        requireUser(request),
        request.body,
      );
      return reply.status(201).send(created);
    },
  );
};
