import type { DashboardStats } from '@neurobridge/shared/api/dashboard';
import type { ActivityTier } from '@neurobridge/shared/domain/tiers';
import { startOfWeek } from '@neurobridge/shared/domain/time';
import { and, count, countDistinct, eq, gte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { SessionUser } from '../auth/session-service';
import { activities, progressEntries } from '../../db/schema/activities';
import { children } from '../../db/schema/children';
import { professionalAccess } from '../../db/schema/professionals';

/** The SQL form of `isActivityUnlocked` (packages/shared/src/domain/tiers.ts, docs/product.md#locking). */
export function unlockedActivitiesFilter(tier: ActivityTier): SQL {
  if (tier.kind === 'all') return sql`true`;
  if (tier.kind === 'months') {
    return sql`(not ${activities.isPremium} or ${activities.requiredSubscriptionMonths} <= ${tier.months}::int)`;
  }
  return sql`not ${activities.isPremium}`;
}

/**
 * The dashboard's numbers in one query whatever the number of children: the tier that decides
 * which activities count comes from the subscription the session lookup already read. "This week" starts on Sunday
 * 00:00 in São Paulo, as of the app clock (docs/product.md#dashboard-stats).
 */
export function createDashboardService({ db, clock, subscriptions }: Pick<AppDeps, 'db' | 'clock' | 'subscriptions'>) {
  return {
    async stats(parent: SessionUser): Promise<DashboardStats> {
      const parentUserId = parent.id;
      const { status, tier } = subscriptions.standingOf(parent.subscription);
      const weekStart = startOfWeek(clock.now());
      const mine = and(eq(children.parentUserId, parentUserId), eq(children.isActive, true));
      const scalar = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

      const [row] = await db
        .select({
          totalChildren: scalar(db.select({ n: count() }).from(children).where(mine)),
          completedThisWeek: scalar(
            db
              .select({ n: count() })
              .from(progressEntries)
              .innerJoin(children, eq(children.id, progressEntries.childId))
              .where(
                and(mine, eq(progressEntries.status, 'completed'), gte(progressEntries.completionDate, weekStart)),
              ),
          ),
          assignedProfessionals: scalar(
            db
              .select({ n: countDistinct(professionalAccess.professionalUserId) })
              .from(professionalAccess)
              .innerJoin(children, eq(children.id, professionalAccess.childId))
              .where(and(mine, eq(professionalAccess.isActive, true))),
          ),
          totalActivities: scalar(
            db
              .select({ n: count() })
              .from(activities)
              .where(and(eq(activities.isActive, true), unlockedActivitiesFilter(tier))),
          ),
        })
        .from(sql`(select 1) as one`);

      return {
        totalChildren: row?.totalChildren ?? 0,
        completedThisWeek: row?.completedThisWeek ?? 0,
        assignedProfessionals: row?.assignedProfessionals ?? 0,
        totalActivities: row?.totalActivities ?? 0,
        // 'trial' when the parent has no subscription yet.
        subscriptionStatus: status ?? 'trial',
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
