import { adminTermsApi } from '@neurobridge/shared/api/admin-terms';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { AdminTermsService } from './admin-terms-service';

/** The terms in the back-office (docs/product.md#admin-terms); registered in the admin context, area `terms`. */
export const adminTermsRoutes: FastifyPluginAsync<{ adminTerms: AdminTermsService }> = async (app, { adminTerms }) => {
  route(app, adminTermsApi.list, () => adminTerms.list());
  route(app, adminTermsApi.version, ({ params }) => adminTerms.version(params.version));
  route(app, adminTermsApi.publish, ({ body, actor }) => adminTerms.publish(body, actor));
};
