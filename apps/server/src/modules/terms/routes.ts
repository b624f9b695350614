import { termsApi } from '@neurobridge/shared/api/terms';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { TermsService } from './terms-service';

/** The terms, their published versions and their acceptance (docs/product.md#terms-and-consent). */
export const termsRoutes: FastifyPluginAsync<{ terms: TermsService }> = async (app, { terms }) => {
  route(app, termsApi.document, () => terms.current());
  route(app, termsApi.versions, () => terms.versions());
  route(app, termsApi.version, ({ params }) => terms.version(params.version));
  route(app, termsApi.professionalDocument, () => terms.professional());
  route(app, termsApi.check, ({ user }) => terms.check(user));
  route(app, termsApi.accept, async ({ user, body, request }) => {
    await terms.accept(user, body.terms_version, { ip: request.ip, userAgent: request.headers['user-agent'] });
    return { ok: true as const };
  });
};
