import { activitiesApi } from '@neurobridge/shared/api/activities';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { ActivitiesService } from './activities-service';

export const activitiesRoutes: FastifyPluginAsync<{ activities: ActivitiesService }> = async (app, { activities }) => {
  route(app, activitiesApi.list, ({ user, query }) => activities.list(user.id, query));
};
