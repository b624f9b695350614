import { DAY_MS } from '@neurobridge/shared/domain/time';
import type { Subscription } from '@neurobridge/shared/api/subscription';
import { TRIAL_DAYS } from '@neurobridge/shared/domain/plans';
import { activityTierFor, type ActivityTier } from '@neurobridge/shared/domain/tiers';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { subscriptions } from '../../db/schema/billing';
import { HttpError } from '../../lib/http-error';
import { statusAsOf, tierSubscription, toSubscription, type Status, type SubscriptionRow } from './subscription-view';

export const TRIAL_ALREADY_USED = 'Você já utilizou o período de teste gratuito.';

/** Where a parent stands as of now: the status (null without a subscription) and the tier it unlocks. */
export interface Standing {
  status: Status | null;
  tier: ActivityTier;
}

export function createSubscriptionService({ db, clock, sessionCache }: Pick<AppDeps, 'db' | 'clock' | 'sessionCache'>) {
  async function findRow(parentUserId: number): Promise<SubscriptionRow | undefined> {
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.parentUserId, parentUserId)).limit(1);
    return row;
  }

  /**
   * Status and tier as of now, from a row the caller already holds: the session lookup reads the
   * caller's own, the child check reads the child's parent's (docs/product.md#tiers,
   * docs/product.md#whose-plan-counts).
   */
  function standingOf(row: SubscriptionRow | null): Standing {
    const now = clock.now();
    return {
      status: row ? statusAsOf(row, now) : null,
      tier: activityTierFor(tierSubscription(row ?? undefined, now), now),
    };
  }

  return {
    /** Null when the parent has none yet, so the trial welcome opens (docs/product.md#subscription-status). */
    view(row: SubscriptionRow | null): Subscription | null {
      return row ? toSubscription(row, clock.now()) : null;
    },

    standingOf,

    /**
     * Starts the 7-day trial, once per parent (docs/product.md#trial). The unique index on the
     * parent makes two simultaneous calls create one row: the loser's insert does nothing and both
     * read the same trial. Asking again during the trial returns it; after it, or with any other
     * plan, it is 409.
     */
    async startTrial(parentUserId: number): Promise<Subscription> {
      const now = clock.now();
      await db
        .insert(subscriptions)
        .values({
          parentUserId,
          planType: 'trial',
          status: 'trial',
          trialStartDate: now,
          trialEndDate: new Date(now.getTime() + TRIAL_DAYS * DAY_MS),
        })
        .onConflictDoNothing({ target: subscriptions.parentUserId });
      sessionCache.forgetUser(parentUserId);
      const row = await findRow(parentUserId);
      if (!row || row.planType !== 'trial' || statusAsOf(row, now) !== 'trial') {
        throw new HttpError(409, TRIAL_ALREADY_USED);
      }
      return toSubscription(row, now);
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
