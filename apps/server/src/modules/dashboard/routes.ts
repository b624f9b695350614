import { dashboardApi } from '@neurobridge/shared/api/dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { DashboardService } from './dashboard-service';

export const dashboardRoutes: FastifyPluginAsync<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  route(app, dashboardApi.stats, ({ user }) => dashboard.stats(user));
};
