import { adminAuditApi } from '@neurobridge/shared/api/admin-audit';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { AuditService } from './audit-service';

/** The audit trail screen's reads (docs/product.md#audit-trail); registered with `registerAdminRoutes`. */
export const auditRoutes: FastifyPluginAsync<{ audit: AuditService }> = async (app, { audit }) => {
  route(app, adminAuditApi.list, ({ query }) => audit.list(query));
  route(app, adminAuditApi.verify, () => audit.verify());
};
