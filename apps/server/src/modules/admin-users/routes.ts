import { adminUsersApi } from '@neurobridge/shared/api/admin-users';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import { requestOrigin } from '../audit/audit-log';
import type { Acting, AdminUsersService } from './admin-users-service';

/** Who acts (the bearer check set `request.admin`) and from where, for the audit trail. */
const acting = (request: FastifyRequest): Acting => ({ admin: request.admin!, from: requestOrigin(request) });

/** The administration's users (docs/product.md#admin-users); registered in the admin context. */
export const adminUsersRoutes: FastifyPluginAsync<{ adminUsers: AdminUsersService }> = async (app, { adminUsers }) => {
  route(app, adminUsersApi.list, ({ query }) => adminUsers.list(query));
  route(app, adminUsersApi.export, ({ query, request, reply }) => {
    const { stream, filename } = adminUsers.exportCsv(query, acting(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(stream);
  });
  route(app, adminUsersApi.detail, ({ params }) => adminUsers.detail(params.id));
  route(app, adminUsersApi.sendEmail, ({ body, request }) => adminUsers.sendEmail(body, acting(request)));
  route(app, adminUsersApi.grantAccess, ({ params, request }) => adminUsers.grantAccess(params.id, acting(request)));
  route(app, adminUsersApi.revokeAccess, ({ params, request }) => adminUsers.revokeAccess(params.id, acting(request)));
  route(app, adminUsersApi.suspend, ({ params, body, request }) =>
    adminUsers.suspend(params.id, body.reason, acting(request)),
  );
  route(app, adminUsersApi.reactivate, ({ params, request }) => adminUsers.reactivate(params.id, acting(request)));
  route(app, adminUsersApi.remove, ({ params, request }) => adminUsers.remove(params.id, acting(request)));
  route(app, adminUsersApi.progress, ({ params }) => adminUsers.progress(params.id));
  route(app, adminUsersApi.childProgress, ({ params, query }) =>
    adminUsers.childProgress(params.id, params.childId, query),
  );
};
