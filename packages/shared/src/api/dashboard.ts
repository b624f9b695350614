import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './subscription';
import { endpoint } from './contract';

/** The dashboard's four numbers (docs/product.md#dashboard-stats). */
export const dashboardStats = z.object({
  totalChildren: z.number().int(),
  totalActivities: z.number().int(),
  completedThisWeek: z.number().int(),
  assignedProfessionals: z.number().int(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

export const dashboardApi = {
  stats: endpoint({
    method: 'GET',
    path: '/api/dashboard/stats',
    access: 'user',
    tag: 'dashboard',
    status: 200,
    response: dashboardStats,
  }),
};
