import { termsApi } from '@neurobridge/shared/api/terms';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { createTermsService } from './terms-service';

export const termsRoutes: FastifyPluginAsync<{ terms: ReturnType<typeof createTermsService> }> = async (
  app,
  { terms },
) => {
  route(app, termsApi.document, () => terms.current());
  route(app, termsApi.check, ({ user }) => terms.hasAccepted(user.id));
  route(app, termsApi.accept, async ({ user, body, request }) => {
    await terms.accept(user.id, body.terms_version, { ip: request.ip, userAgent: request.headers['user-agent'] });
    return { ok: true as const };
  });
};
