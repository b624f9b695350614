import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from './subscription';

/** Spec part 1 §3: Dashboard stats. */
export const dashboardStats = z.object({
  totalChildren: z.number().int(),
  totalActivities: z.number().int(),
  completedThisWeek: z.number().int(),
  assignedProfessionals: z.number().int(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
});
export type DashboardStats = z.infer<typeof dashboardStats>;
