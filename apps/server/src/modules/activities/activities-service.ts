import type { Activity } from '@neurobridge/shared/api/activities';
import type { CreateProgressBody } from '@neurobridge/shared/api/activities';
import type { ProgressEntry } from '@neurobridge/shared/api/children';
import { activityTierFor, isActivityUnlocked, type ActivityTier } from '@neurobridge/shared/domain/tiers';
import { and, asc, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { activitiesQuery } from '@neurobridge/shared/api/activities';
import type { Db } from '../../db/client';
import { activities, progressEntries } from '../../db/schema/activities';
import { HttpError, notFound } from '../../lib/http-error';
import { findAccessibleChild } from '../children/child-access';
import { toProgressEntry } from '../children/child-view';
import { findSubscriptionRow } from '../subscription/subscription-service';
import { tierSubscription } from '../subscription/subscription-view';
import { toActivity } from './activity-view';

type ActivitiesQuery = z.output<typeof activitiesQuery>;

export const ACTIVITY_NOT_FOUND = 'Atividade não encontrada.';
export const ACTIVITY_LOCKED = 'Esta atividade está bloqueada no plano atual.';

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

/** A level matches activities for that level and those for any level (null). */
function levelMatch(
  column: typeof activities.teaLevel | typeof activities.tdahLevel,
  level: number | undefined,
): SQL | undefined {
  return level === undefined ? undefined : or(eq(column, level), isNull(column));
}

/** `GET /api/activities` (spec part 1 §7): active activities, filtered, locked per caller, unlocked first. */
export async function listActivities(
  db: Db,
  userId: number,
  query: ActivitiesQuery,
  now = new Date(),
): Promise<Activity[]> {
  const tier = await tierForCaller(db, userId, query.child, now);
  const rows = await db
    .select()
    .from(activities)
    .where(
      and(
        eq(activities.isActive, true),
        query.category ? eq(activities.category, query.category) : undefined,
        query.for_tea ? eq(activities.forTea, true) : undefined,
        levelMatch(activities.teaLevel, query.tea_level),
        query.for_tdah ? eq(activities.forTdah, true) : undefined,
        levelMatch(activities.tdahLevel, query.tdah_level),
      ),
    )
    .orderBy(asc(activities.id));
  const list = rows.map((row) => toActivity(row, tier));
  return [...list.filter((a) => !a.is_locked), ...list.filter((a) => a.is_locked)];
}

/**
 * `POST /api/children/{id}/progress` (spec part 1 §7): the parent, or a professional with access,
 * records a result; a locked or unknown activity is refused (DECISIONS §4).
 */
export async function recordProgress(
  db: Db,
  userId: number,
  childId: number,
  body: CreateProgressBody,
  now = new Date(),
): Promise<ProgressEntry> {
  const { child } = await findAccessibleChild(db, userId, childId, 'read');
  const [activity] = await db
    .select()
    .from(activities)
    .where(and(eq(activities.id, body.activity_id), eq(activities.isActive, true)))
    .limit(1);
  if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
  const tier = await tierForParent(db, child.parentUserId, now);
  if (
    !isActivityUnlocked(
      { is_premium: activity.isPremium, required_subscription_months: activity.requiredSubscriptionMonths },
      tier,
    )
  ) {
    throw new HttpError(403, ACTIVITY_LOCKED);
  }
  const [row] = await db
    .insert(progressEntries)
    .values({
      childId: child.id,
      activityId: activity.id,
      activityTitle: activity.title,
      activityCategory: activity.category,
      status: body.status ?? 'completed',
      score: body.score ?? null,
      timeSpent: body.time_spent,
      completionDate: now,
      parentNotes: body.parent_notes || null,
    })
    .returning();
  return toProgressEntry(row!);
}
