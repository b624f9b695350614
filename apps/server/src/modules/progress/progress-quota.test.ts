import { PROGRESS_DAILY_LIMIT, PROGRESS_DAILY_LIMIT_REACHED } from '@neurobridge/shared/api/progress';
import { fromLocal, localParts } from '@neurobridge/shared/domain/time';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createChildWorld, grantAccess } from '../../../test/child-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activities, progressEntries } from '../../db/schema/activities';
import { keyed } from '../../../test/idempotency-key';

/**
 * A child records at most PROGRESS_DAILY_LIMIT results per São Paulo day
 * (docs/product.md#progress-quota): an outside probe wrote 10,646 rows in 60 s from one session.
 */
let t: TestApp;
let activityId: number;
beforeAll(async () => {
  t = await createTestApp();
  const [free] = await t.db.select().from(activities).where(eq(activities.isPremium, false)).limit(1);
  activityId = free!.id;
  // 13:00 in São Paulo: "today" is unambiguous whatever the real time the test runs at.
  const p = localParts(t.clock.now());
  t.clock.set(fromLocal(p.year, p.month, p.day, 13));
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const save = (cookie: string, childId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/children/${childId}/progress`,
    headers: keyed({ cookie }),
    payload: { activity_id: activityId, score: 50, time_spent: 2 },
  });
async function rows(childId: number) {
  const [row] = await t.db.select({ n: count() }).from(progressEntries).where(eq(progressEntries.childId, childId));
  return row!.n;
}
/** `n` results recorded for the child at `at` (straight into the table, as the app would). */
async function fill(childId: number, n: number, at: Date) {
  const row = {
    childId,
    activityTitle: 'x',
    activityCategory: 'focus' as const,
    status: 'completed' as const,
    secondsSpent: 60,
    completionDate: at,
  };
  await t.db.insert(progressEntries).values(Array.from({ length: n }, () => row));
}

describe('the daily progress quota', () => {
  it('past the limit the parent and a professional with access get 429 with the text, and nothing is written', async () => {
    const w = await createChildWorld(t);
    // A child of the world's parent with no results yet, seen by the world's professional.
    w.child = await createChild(t.db, w.owner.user.id);
    await grantAccess(t.db, w.child, w.proWithAccess.user.id);
    await fill(w.child.id, PROGRESS_DAILY_LIMIT - 1, new Date(t.clock.now().getTime() - HOUR));
    expect((await save(w.owner.cookie, w.child.id)).statusCode).toBe(201);
    const before = await rows(w.child.id);
    for (const caller of [w.owner, w.proWithAccess]) {
      const res = await save(caller.cookie, w.child.id);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ error: PROGRESS_DAILY_LIMIT_REACHED });
    }
    expect(await rows(w.child.id)).toBe(before);
    // Whoever may not record for the child still gets the refusal of the child check, not the quota's.
    for (const caller of [w.otherParent, w.proWithout, w.proRevoked]) {
      expect((await save(caller.cookie, w.child.id)).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'POST', url: `/api/children/${w.child.id}/progress` })).statusCode).toBe(401);
  });

  it("counts one child's São Paulo day: yesterday's results and a sibling's do not count", async () => {
    const w = await createChildWorld(t);
    const sibling = await createChild(t.db, w.owner.user.id);
    const p = localParts(t.clock.now());
    const lastNight = new Date(fromLocal(p.year, p.month, p.day).getTime() - 60_000);
    await fill(w.child.id, PROGRESS_DAILY_LIMIT, lastNight);
    await fill(sibling.id, PROGRESS_DAILY_LIMIT, t.clock.now());
    expect((await save(w.owner.cookie, w.child.id)).statusCode).toBe(201);
    expect((await save(w.owner.cookie, sibling.id)).statusCode).toBe(429);
    // The next day the sibling plays again.
    t.clock.advance(24 * HOUR);
    try {
      expect((await save(w.owner.cookie, sibling.id)).statusCode).toBe(201);
    } finally {
      t.clock.advance(-24 * HOUR);
    }
  });
});
