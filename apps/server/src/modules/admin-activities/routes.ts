import { adminActivitiesApi } from '@neurobridge/shared/api/admin-activities';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import type { Acting } from '../admin-users/admin-users-service';
import { requestOrigin } from '../audit/audit-log';
import type { AdminActivitiesService } from './admin-activities-service';

const acting = (request: FastifyRequest): Acting => ({ admin: request.admin!, from: requestOrigin(request) });

/** The activity catalogue editor (docs/product.md#activity-editor); registered in the admin context. */
export const adminActivitiesRoutes: FastifyPluginAsync<{ adminActivities: AdminActivitiesService }> = async (
  app,
  { adminActivities },
) => {
  route(app, adminActivitiesApi.list, () => adminActivities.list());
  route(app, adminActivitiesApi.create, ({ body, request }) => adminActivities.create(body, acting(request)));
  route(app, adminActivitiesApi.update, ({ params, body, request }) =>
    adminActivities.update(params.id, body, acting(request)),
  );
  route(app, adminActivitiesApi.remove, ({ params, request }) => adminActivities.remove(params.id, acting(request)));
  route(app, adminActivitiesApi.restore, ({ params, request }) => adminActivities.restore(params.id, acting(request)));
  route(app, adminActivitiesApi.generateTemplates, ({ request }) => adminActivities.generateTemplates(acting(request)));
};
