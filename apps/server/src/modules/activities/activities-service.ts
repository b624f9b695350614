import type { Activity, activitiesQuery } from '@neurobridge/shared/api/activities';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { activities } from '../../db/schema/activities';
import { createTtlCache } from '../../lib/ttl-cache';
import { toActivity, type ActivityRow } from './activity-view';

type ActivitiesQuery = z.output<typeof activitiesQuery>;

// Several servers share one database and none tells the others of a change: each re-reads the
// active catalogue at most every 5 s, like the settings, so an admin's edit on another server
// shows here within seconds (docs/product.md#several-servers). An edit made through this server
// calls `invalidateCatalogue` and shows at once.
const CATALOGUE_CACHE_MS = 5_000;

/** A level matches activities for that level and those for any level (null). */
const levelMatches = (level: number | null, wanted: number | undefined) =>
  wanted === undefined || level === null || level === wanted;

function matches(row: ActivityRow, query: ActivitiesQuery): boolean {
  return (
    (!query.category || row.category === query.category) &&
    (!query.for_tea || (row.forTea && levelMatches(row.teaLevel, query.tea_level))) &&
    (!query.for_tdah || (row.forTdah && levelMatches(row.tdahLevel, query.tdah_level)))
  );
}

export function createActivitiesService({
  db,
  clock,
  subscriptions,
  childAccess,
}: Pick<AppDeps, 'db' | 'clock' | 'subscriptions' | 'childAccess'>) {
  const catalogue = createTtlCache<ActivityRow[]>({
    ttlMs: CATALOGUE_CACHE_MS,
    clock,
    load: () => db.select().from(activities).where(eq(activities.isActive, true)).orderBy(asc(activities.id)),
  });

  /**
   * Whose plan decides: the caller's own, or — with `child` — the parent of that child, so a
   * professional sees the tier of the family they work with (docs/product.md#whose-plan-counts).
   */
  async function tierForCaller(userId: number, childId: number | undefined) {
    if (!childId) return subscriptions.tierOf(userId);
    const { child } = await childAccess.find(userId, childId, 'read');
    return subscriptions.tierOf(child.parentUserId);
  }

  return {
    /** Active activities, filtered, locked per caller, unlocked first (docs/product.md#locking). */
    async list(userId: number, query: ActivitiesQuery): Promise<Activity[]> {
      const [tier, rows] = await Promise.all([tierForCaller(userId, query.child), catalogue.get()]);
      const list = rows.filter((row) => matches(row, query)).map((row) => toActivity(row, tier));
      return [...list.filter((a) => !a.is_locked), ...list.filter((a) => a.is_locked)];
    },

    /** For edits to the catalogue made through this server (the admin's, when it is built). */
    invalidateCatalogue: () => catalogue.invalidate(),
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
