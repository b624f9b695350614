import { dashboardStats as dashboardStatsSchema } from '@neurobridge/shared/api/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { requireUser } from '../../plugins/session-auth';
import { dashboardStats } from './dashboard-service';

export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/dashboard/stats',
    { schema: { tags: ['dashboard'], response: { 200: dashboardStatsSchema } } },
    (request) => dashboardStats(db, requireUser(request).id),
  );
};
