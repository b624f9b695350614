import { okResponse } from '@neurobridge/shared/api/auth';
import { termsAcceptBody, termsCheckResponse, termsDocument } from '@neurobridge/shared/api/terms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/session-auth';
import type { createTermsService } from './terms-service';

export const termsRoutes: FastifyPluginAsyncZod<{ terms: ReturnType<typeof createTermsService> }> = async (
  app,
  { terms },
) => {
  app.get('/api/terms', { schema: { tags: ['terms'], response: { 200: termsDocument } } }, () => terms.current());

  app.get('/api/terms/check', { schema: { tags: ['terms'], response: { 200: termsCheckResponse } } }, (request) =>
    terms.hasAccepted(requireUser(request).id),
  );

  app.post(
    '/api/terms/accept',
    { schema: { tags: ['terms'], body: termsAcceptBody, response: { 200: okResponse } } },
    async (request) => {
      await terms.accept(requireUser(request).id, request.body.terms_version, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return { ok: true as const };
    },
  );
};
