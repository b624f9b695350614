import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../lib/route';
import { dashboardStats } from './dashboard-service';

export const dashboardRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  route(app, dashboardApi.stats, ({ user }) => dashboardStats(db, user.id));
};
