// For tests: calls to the calendar's routes and reads of what they wrote.
import { count, eq } from 'drizzle-orm';
import { keyed } from '../../../test/idempotency-key';
import type { TestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';
import { rewards, scheduleCompletions, scheduleEntries } from '../../db/schema/schedule';

export async function freeActivities(t: TestApp, n = 1) {
  return t.db.select().from(activities).where(eq(activities.isPremium, false)).orderBy(activities.id).limit(n);
}

export async function premiumActivity(t: TestApp) {
  const [row] = await t.db.select().from(activities).where(eq(activities.isPremium, true)).limit(1);
  return row!;
}

export async function entryCount(t: TestApp, childId: number): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(scheduleEntries).where(eq(scheduleEntries.childId, childId));
  return row!.n;
}

export async function completionCount(t: TestApp, entryId: number): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(scheduleCompletions)
    .where(eq(scheduleCompletions.entryId, entryId));
  return row!.n;
}

export async function rewardMilestones(t: TestApp, childId: number): Promise<string[]> {
  const rows = await t.db.select().from(rewards).where(eq(rewards.childId, childId)).orderBy(rewards.id);
  return rows.map((r) => r.milestone);
}

export function scheduleCalls(t: TestApp, cookie: string | undefined, childId: number | string) {
  const headers = cookie ? { cookie } : {};
  const base = `/api/children/${childId}`;
  return {
    list: () => t.app.inject({ method: 'GET', url: `${base}/schedule`, headers }),
    add: (payload: unknown) =>
      t.app.inject({ method: 'POST', url: `${base}/schedule`, headers: keyed(headers), payload: payload as object }),
    complete: (entryId: number | string) =>
      t.app.inject({ method: 'POST', url: `${base}/schedule/${entryId}/complete`, headers }),
    move: (entryId: number | string, payload: unknown) =>
      t.app.inject({ method: 'PATCH', url: `${base}/schedule/${entryId}`, headers, payload: payload as object }),
    /** With a body (a professional's entry needs `{ reason }`), or none. */
    remove: (entryId: number | string, payload?: unknown) =>
      t.app.inject({
        method: 'DELETE',
        url: `${base}/schedule/${entryId}`,
        headers,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    rewards: () => t.app.inject({ method: 'GET', url: `${base}/rewards`, headers }),
  };
}
