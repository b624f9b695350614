import type { createProgressBody, ProgressEntry } from '@neurobridge/shared/api/progress';
import { isActivityUnlocked } from '@neurobridge/shared/domain/tiers';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { activities, progressEntries } from '../../db/schema/activities';
import { HttpError, notFound } from '../../lib/http-error';
import type { ChildRow } from '../children/child-access';
import { toProgressEntry } from './progress-view';

export type CreateProgressInput = z.output<typeof createProgressBody>;

export const ACTIVITY_NOT_FOUND = 'Atividade não encontrada.';
export const ACTIVITY_LOCKED = 'Esta atividade está bloqueada no plano atual.';

/**
 * A child's progress in one place: recording a result, the list, and (with the reports) the
 * aggregates (docs/product.md#progress). The child comes already checked by the route's contract.
 */
export function createProgressService({ db, clock, subscriptions }: Pick<AppDeps, 'db' | 'clock' | 'subscriptions'>) {
  return {
    /** Newest first (docs/product.md#reading-progress). */
    async list(childId: number): Promise<ProgressEntry[]> {
      const rows = await db
        .select()
        .from(progressEntries)
        .where(eq(progressEntries.childId, childId))
        .orderBy(desc(progressEntries.completionDate), desc(progressEntries.id));
      return rows.map(toProgressEntry);
    },

    /**
     * Records a result dated by the app clock; a locked (by the child's parent's tier) or unknown
     * activity is refused (docs/product.md#recording-progress).
     */
    async record(child: ChildRow, body: CreateProgressInput): Promise<ProgressEntry> {
      const [activity] = await db
        .select()
        .from(activities)
        .where(and(eq(activities.id, body.activity_id), eq(activities.isActive, true)))
        .limit(1);
      if (!activity) throw notFound(ACTIVITY_NOT_FOUND);
      const tier = await subscriptions.tierOf(child.parentUserId);
      const access = {
        is_premium: activity.isPremium,
        required_subscription_months: activity.requiredSubscriptionMonths,
      };
      if (!isActivityUnlocked(access, tier)) throw new HttpError(403, ACTIVITY_LOCKED);
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
          completionDate: clock.now(),
          parentNotes: body.parent_notes || null,
        })
        .returning();
      return toProgressEntry(row!);
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
