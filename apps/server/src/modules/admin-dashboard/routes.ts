import { adminDashboardApi } from '@neurobridge/shared/api/admin-dashboard';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../lib/route';
import type { AdminDashboardService } from './admin-dashboard-service';

/** The admin dashboard (docs/product.md#admin-screens); registered with `registerAdminRoutes`. */
export const adminDashboardRoutes: FastifyPluginAsync<{ dashboard: AdminDashboardService }> = async (
  app,
  { dashboard },
) => {
  route(app, adminDashboardApi.stats, () => dashboard.stats());
};
