import type { Subscription } from '@neurobridge/shared/api/subscription';
import { TRIAL_DAYS } from '@neurobridge/shared/domain/plans';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/billing';
import { HttpError } from '../../lib/http-error';
import { statusAsOf, toSubscription, type SubscriptionRow } from './subscription-view';

const DAY_MS = 24 * 60 * 60 * 1000;
export const TRIAL_ALREADY_USED = 'Você já utilizou o período de teste gratuito.';

export async function findSubscriptionRow(db: Db, parentUserId: number): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.parentUserId, parentUserId)).limit(1);
  return row;
}

/** `GET /api/subscription`: null when the parent has none yet, so the trial welcome opens (spec part 1 §4). */
export async function getSubscription(db: Db, parentUserId: number, now = new Date()): Promise<Subscription | null> {
  const row = await findSubscriptionRow(db, parentUserId);
  return row ? toSubscription(row, now) : null;
}

/**
 * Starts the 7-day trial, once per parent (DECISIONS §4). The unique index on the parent makes
 * two simultaneous calls create one row: the loser's insert does nothing and both read the same
 * trial. Asking again during the trial returns it; after it, or with any other plan, it is 409.
 */
export async function startTrial(db: Db, parentUserId: number, now = new Date()): Promise<Subscription> {
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
  const row = await findSubscriptionRow(db, parentUserId);
  if (!row || row.planType !== 'trial' || statusAsOf(row, now) !== 'trial') {
    throw new HttpError(409, TRIAL_ALREADY_USED);
  }
  return toSubscription(row, now);
}
