import type { DashboardStats } from '@neurobridge/shared/api/dashboard';
import { activityTierFor, type ActivityTier } from '@neurobridge/shared/domain/tiers';
import { startOfWeek } from '@neurobridge/shared/domain/time';
import { and, count, countDistinct, eq, gte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activities, progressEntries } from '../../db/schema/activities';
import { children } from '../../db/schema/children';
import { professionalAccess } from '../../db/schema/professionals';
import { findSubscriptionRow } from '../subscription/subscription-service';
import { statusAsOf, tierSubscription } from '../subscription/subscription-view';

/** The SQL form of `isActivityUnlocked` (packages/shared/src/domain/tiers.ts, DECISIONS §4). */
export function unlockedActivitiesFilter(tier: ActivityTier): SQL {
  if (tier.kind === 'all') return sql`true`;
  if (tier.kind === 'months') {
    return sql`(not ${activities.isPremium} or ${activities.requiredSubscriptionMonths} <= ${tier.months}::int)`;
  }
  return sql`not ${activities.isPremium}`;
}

/**
 * Spec part 1 §3 Dashboard stats, in two queries whatever the number of children (issue 3):
 * the subscription (its tier decides which activities count), then one row of counts.
 * "This week" starts on Sunday 00:00 in São Paulo (DECISIONS).
 */
export async function dashboardStats(db: Db, parentUserId: number, now = new Date()): Promise<DashboardStats> {
  const subscription = await findSubscriptionRow(db, parentUserId);
  const tier = activityTierFor(tierSubscription(subscription, now), now);
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
            and(mine, eq(progressEntries.status, 'completed'), gte(progressEntries.completionDate, startOfWeek(now))),
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
    // Spec part 1 §3: 'trial' when the parent has no subscription yet.
    subscriptionStatus: subscription ? statusAsOf(subscription, now) : 'trial',
  };
}
