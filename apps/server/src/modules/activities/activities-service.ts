import type { Activity } from '@neurobridge/shared/api/activities';
import { activityTierFor, type ActivityTier } from '@neurobridge/shared/domain/tiers';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { activitiesQuery } from '@neurobridge/shared/api/activities';
import type { Db } from '../../db/client';
import { activities } from '../../db/schema/activities';
import { findAccessibleChild } from '../children/child-access';
import { findSubscriptionRow } from '../subscription/subscription-service';
import { tierSubscription } from '../subscription/subscription-view';
import { toActivity, type ActivityRow } from './activity-view';

type ActivitiesQuery = z.output<typeof activitiesQuery>;

/** The tier of a parent's subscription as of `now` (DECISIONS §4). */
export async function tierForParent(db: Db, parentUserId: number, now: Date): Promise<ActivityTier> {
  return activityTierFor(tierSubscription(await findSubscriptionRow(db, parentUserId), now), now);
}

/**
 * Whose plan decides: the caller's own, or — with `child` — the parent of that child, so a
 * professional sees the tier of the family they work with (DECISIONS §4).
 */
async function tierForCaller(db: Db, userId: number, childId: number | undefined, now: Date) {
  if (!childId) return tierForParent(db, userId, now);
  const { child } = await findAccessibleChild(db, userId, childId, 'read');
  return tierForParent(db, child.parentUserId, now);
}

// Several servers share one database: the catalogue is re-read at most every 5 s, like the
// settings (DECISIONS §1), so an admin's edit shows everywhere within seconds.
const CATALOGUE_CACHE_MS = 5_000;
const catalogueCache = new WeakMap<Db, { at: number; rows: Promise<ActivityRow[]> }>();

function activeCatalogue(db: Db, now: number): Promise<ActivityRow[]> {
  const cached = catalogueCache.get(db);
  if (cached && now - cached.at < CATALOGUE_CACHE_MS) return cached.rows;
  // `.then` runs the query once; a drizzle query itself is a lazy thenable that runs on every await.
  const rows = db
    .select()
    .from(activities)
    .where(eq(activities.isActive, true))
    .orderBy(asc(activities.id))
    .then((list) => list);
  catalogueCache.set(db, { at: now, rows });
  rows.catch(() => catalogueCache.delete(db));
  return rows;
}

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

/** `GET /api/activities` (spec part 1 §7): active activities, filtered, locked per caller, unlocked first. */
export async function listActivities(
  db: Db,
  userId: number,
  query: ActivitiesQuery,
  now = new Date(),
): Promise<Activity[]> {
  const [tier, rows] = await Promise.all([
    tierForCaller(db, userId, query.child, now),
    activeCatalogue(db, now.getTime()),
  ]);
  const list = rows.filter((row) => matches(row, query)).map((row) => toActivity(row, tier));
  return [...list.filter((a) => !a.is_locked), ...list.filter((a) => a.is_locked)];
}
