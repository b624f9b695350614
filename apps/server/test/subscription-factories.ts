import { subscriptions } from '../src/db/schema/billing';
import { createUser, sessionCookie } from './factories';
import type { TestApp } from './test-app';

export const DAY = 24 * 60 * 60 * 1000;
export const MONTH = 30 * DAY;
export type Sub = Partial<typeof subscriptions.$inferInsert>;

/**
 * A parent whose subscription starts at the clock's now, seen `later` ms on: the clock is moved,
 * then the parent signs in (a session made before the move would have gone idle).
 */
export async function parentWith(t: TestApp, sub: ((start: Date) => Sub) | null, later = 0) {
  const user = await createUser(t.db);
  if (sub) {
    await t.db
      .insert(subscriptions)
      .values({ parentUserId: user.id, planType: 'trial', status: 'trial', ...sub(t.clock.now()) });
  }
  t.clock.advance(later);
  return { user, cookie: await sessionCookie(t, user.id) };
}
const after = (start: Date, ms: number) => new Date(start.getTime() + ms);
export const trial = (start: Date): Sub => ({ trialStartDate: start, trialEndDate: after(start, 7 * DAY) });
export const paid = (start: Date): Sub => ({
  planType: 'annual',
  status: 'active',
  subscriptionStartDate: start,
  subscriptionEndDate: after(start, 400 * DAY),
});
export const adminGranted = (start: Date): Sub => ({
  planType: 'admin_granted',
  status: 'active',
  subscriptionEndDate: after(start, 365 * DAY),
});
