import { activitiesApi } from '@neurobridge/shared/api/activities';
import type { FastifyPluginAsync } from 'fastify';
import { sendPrepared } from '../../lib/prepared-response';
import { route } from '../../lib/route';
import type { ActivitiesService } from './activities-service';

export const activitiesRoutes: FastifyPluginAsync<{ activities: ActivitiesService }> = async (app, { activities }) => {
  route(app, activitiesApi.list, async ({ user, query, request, reply }) =>
    sendPrepared(request, reply, await activities.list(user, query)),
  );
  route(app, activitiesApi.get, ({ user, params, query }) => activities.get(user, params.id, query.child));
};
