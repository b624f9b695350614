import { activitiesApi } from '@neurobridge/shared/api/activities';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../lib/route';
import { listActivities } from './activities-service';

export const activitiesRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, activitiesApi.list, ({ user, query }) => listActivities(db, user.id, query));
};
