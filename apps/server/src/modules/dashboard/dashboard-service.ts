import type { DashboardStats } from '@neurobridge/shared/api/dashboard';
import { isActivityUnlocked } from '@neurobridge/shared/domain/tiers';
import { startOfWeek } from '@neurobridge/shared/domain/time';
import { and, count, countDistinct, eq, sql, type SQLWrapper } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import type { SessionUser } from '../auth/session-service';
import { progressEntries } from '../../db/schema/activities';
import { children } from '../../db/schema/children';
import { professionalAccess } from '../../db/schema/professionals';
import { activeAccess, ownChildren } from '../children/child-access';
import { preparedQuery } from '../../lib/prepared-query';
import { isCompleted, playedSince } from '../progress/progress-rules';

const scalar = (query: SQLWrapper) => sql<number>`(${query})`.mapWith(Number);

const statsQuery = preparedQuery((db) => {
  const mine = ownChildren(sql.placeholder('parentUserId'));
  return db
    .select({
      totalChildren: scalar(db.select({ n: count() }).from(children).where(mine)),
      completedThisWeek: scalar(
        db
          .select({ n: count() })
          .from(progressEntries)
          .innerJoin(children, eq(children.id, progressEntries.childId))
          .where(and(mine, isCompleted(), playedSince(progressEntries, sql.placeholder('weekStart')))),
      ),
      assignedProfessionals: scalar(
        db
          .select({ n: countDistinct(professionalAccess.professionalUserId) })
          .from(professionalAccess)
          .innerJoin(children, eq(children.id, professionalAccess.childId))
          .where(and(mine, activeAccess())),
      ),
    })
    .from(sql`(select 1) as one`)
    .prepare('dashboard_stats');
});

/**
 * The dashboard's numbers in one query whatever the number of children; the activities the plan
 * unlocks are counted in the catalogue every server keeps in memory, with the tier from the
 * subscription the session lookup already read. "This
 * week" starts on Sunday 00:00 in São Paulo, as of the app clock (docs/product.md#dashboard-stats).
 */
export function createDashboardService({
  db,
  clock,
  subscriptions,
  sessionCache,
  catalogue,
}: Pick<AppDeps, 'db' | 'clock' | 'subscriptions' | 'sessionCache' | 'catalogue'>) {
  return {
    /**
     * Kept with the parent's session until their children, progress, professionals or plan, or
     * the catalogue, change (docs/decisions/015-session-cache.md); a new week is a new key.
     */
    async stats(parent: SessionUser): Promise<DashboardStats> {
      const now = clock.now();
      const { status, tier } = subscriptions.standingOf(parent.subscription);
      const weekStart = startOfWeek(now).toISOString();
      const [[row], rows] = await Promise.all([
        sessionCache.memo(parent.id, `dashboard|${weekStart}`, now.getTime(), () =>
          statsQuery(db).execute({ parentUserId: parent.id, weekStart }),
        ),
        catalogue.rows(),
      ]);
      // The activities the plan unlocks, counted in the catalogue every server keeps in memory.
      const totalActivities = rows.filter((a) =>
        isActivityUnlocked(
          { is_premium: a.isPremium, required_subscription_months: a.requiredSubscriptionMonths },
          tier,
        ),
      ).length;
      return {
        totalChildren: row?.totalChildren ?? 0,
        completedThisWeek: row?.completedThisWeek ?? 0,
        assignedProfessionals: row?.assignedProfessionals ?? 0,
        totalActivities,
        // 'trial' when the parent has no subscription yet.
        subscriptionStatus: status ?? 'trial',
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
