import { z } from 'zod';
import { endpoint } from './contract';

/** The admin dashboard's numbers (docs/product.md#admin-screens; what each counts is there). */
export const adminStats = z.object({
  totalUsers: z.number().int(),
  totalChildren: z.number().int(),
  totalActivities: z.number().int(),
  completedActivities: z.number().int(),
  activeUsers: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStats>;

/** A user counts as active for this many days after a sign-in or a child's progress. */
export const ACTIVE_USER_DAYS = 30;

export const adminDashboardApi = {
  stats: endpoint({
    method: 'GET',
    path: '/api/admin/stats',
    access: 'admin',
    area: 'dashboard',
    tag: 'admin',
    status: 200,
    response: adminStats,
  }),
};
