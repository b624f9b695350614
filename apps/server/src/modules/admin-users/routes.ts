import { adminUsersApi } from '@neurobridge/shared/api/admin-users';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { AdminUsersService } from './admin-users-service';

/** The administration's users (docs/product.md#admin-users); registered in the admin context. */
export const adminUsersRoutes: FastifyPluginAsync<{ adminUsers: AdminUsersService }> = async (app, { adminUsers }) => {
  route(app, adminUsersApi.list, ({ query }) => adminUsers.list(query));
  route(app, adminUsersApi.export, ({ query, actor, reply }) => {
    const { stream, filename } = adminUsers.exportCsv(query, actor);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(stream);
  });
  route(app, adminUsersApi.detail, ({ params }) => adminUsers.detail(params.id));
  route(app, adminUsersApi.sendEmail, ({ body, actor }) => adminUsers.sendEmail(body, actor));
  route(app, adminUsersApi.grantAccess, ({ params, actor }) => adminUsers.grantAccess(params.id, actor));
  route(app, adminUsersApi.revokeAccess, ({ params, actor }) => adminUsers.revokeAccess(params.id, actor));
  route(app, adminUsersApi.suspend, ({ params, body, actor }) => adminUsers.suspend(params.id, body.reason, actor));
  route(app, adminUsersApi.reactivate, ({ params, actor }) => adminUsers.reactivate(params.id, actor));
  route(app, adminUsersApi.remove, ({ params, actor }) => adminUsers.remove(params.id, actor));
  route(app, adminUsersApi.progress, ({ params }) => adminUsers.progress(params.id));
  route(app, adminUsersApi.childProgress, ({ params, query }) =>
    adminUsers.childProgress(params.id, params.childId, query),
  );
};
