import { adminActivitiesApi } from '@neurobridge/shared/api/admin-activities';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { AdminActivitiesService } from './admin-activities-service';

/** The activity catalogue editor (docs/product.md#activity-editor); registered in the admin context. */
export const adminActivitiesRoutes: FastifyPluginAsync<{ adminActivities: AdminActivitiesService }> = async (
  app,
  { adminActivities },
) => {
  route(app, adminActivitiesApi.list, () => adminActivities.list());
  route(app, adminActivitiesApi.create, ({ body, actor }) => adminActivities.create(body, actor));
  route(app, adminActivitiesApi.update, ({ params, body, actor }) => adminActivities.update(params.id, body, actor));
  route(app, adminActivitiesApi.remove, ({ params, actor }) => adminActivities.remove(params.id, actor));
  route(app, adminActivitiesApi.restore, ({ params, actor }) => adminActivities.restore(params.id, actor));
  route(app, adminActivitiesApi.generateTemplates, ({ actor }) => adminActivities.generateTemplates(actor));
};
