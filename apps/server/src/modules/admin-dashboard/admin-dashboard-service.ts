import { DAY_MS } from '@neurobridge/shared/domain/time';
import { ACTIVE_USER_DAYS, type AdminStats } from '@neurobridge/shared/api/admin-dashboard';
import { sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AppDeps } from '../../app-deps';
import { activities, progressEntries } from '../../db/schema/activities';
import { children } from '../../db/schema/children';
import { users } from '../../db/schema/users';
import { isCompleted, playedSince } from '../progress/progress-rules';

/**
 * The admin dashboard's numbers in one query (docs/product.md#admin-screens):
 * - totalUsers: every account, parents and professionals, suspended ones too;
 * - totalChildren: active child profiles;
 * - totalActivities: the active catalogue;
 * - completedActivities: progress entries with status `completed` (every completion counts);
 * - activeUsers: accounts not suspended that signed in, or whose child has progress, in the last
 *   ACTIVE_USER_DAYS days (the days the results were played in).
 */
export function createAdminDashboardService({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  return {
    async stats(): Promise<AdminStats> {
      const since = new Date(clock.now().getTime() - ACTIVE_USER_DAYS * DAY_MS);
      const p = alias(progressEntries, 'p');
      const [row] = await db
        .select({
          totalUsers: sql<number>`(select count(*)::int from ${users})`,
          totalChildren: sql<number>`(select count(*)::int from ${children} where ${children.isActive})`,
          totalActivities: sql<number>`(select count(*)::int from ${activities} where ${activities.isActive})`,
          completedActivities: sql<number>`(select count(*)::int from ${progressEntries} where ${isCompleted()})`,
          activeUsers: sql<number>`(select count(*)::int from ${users} u where u.is_active and (
            u.last_login_at >= ${since.toISOString()}::timestamptz
            or exists (select 1 from ${children} c join ${progressEntries} ${p} on ${p.childId} = c.id
                       where c.parent_user_id = u.id and ${playedSince(p, since.toISOString())})))`,
        })
        .from(sql`(select 1) as one`);
      return {
        totalUsers: Number(row?.totalUsers ?? 0),
        totalChildren: Number(row?.totalChildren ?? 0),
        totalActivities: Number(row?.totalActivities ?? 0),
        completedActivities: Number(row?.completedActivities ?? 0),
        activeUsers: Number(row?.activeUsers ?? 0),
      };
    },
  };
}

export type AdminDashboardService = ReturnType<typeof createAdminDashboardService>;
