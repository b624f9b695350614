import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createChild, createProgress } from '../../../test/child-factories';
import { createAdminToken, createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const stats = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/admin/stats', headers: { cookie: `nb_admin=${token}` } });

describe('GET /api/admin/stats (docs/product.md#admin-screens)', () => {
  it('counts users, active children, the active catalogue, completions and active users in one query', async () => {
    const token = await createAdminToken(t, { expiresAt: new Date(t.clock.now().getTime() + 60 * DAY) });
    const now = t.clock.now().getTime();
    const [{ n: catalogue }] = (await t.db
      .select({ n: count() })
      .from(activities)
      .where(eq(activities.isActive, true))) as [{ n: number }];
    const before = (await stats(token)).json();
    expect(before).toEqual({
      totalUsers: 0,
      totalChildren: 0,
      totalActivities: catalogue,
      completedActivities: 0,
      activeUsers: 0,
    });

    // Signed in 2 days ago: active.
    await createUser(t.db, { lastLoginAt: new Date(now - 2 * DAY) });
    // Signed in 40 days ago, but a child played yesterday: active.
    const parent = await createUser(t.db, { lastLoginAt: new Date(now - 40 * DAY) });
    const child = await createChild(t.db, parent.id);
    await createProgress(t.db, child.id, { completionDate: new Date(now - DAY) });
    await createProgress(t.db, child.id, { status: 'in_progress', completionDate: new Date(now - DAY) });
    await createChild(t.db, parent.id, { isActive: false });
    // Suspended, though signed in today: not active.
    await createUser(t.db, { lastLoginAt: new Date(now), isActive: false });
    // Never signed in: not active.
    await createUser(t.db);
    await createActivity(t.db, { isActive: false });

    const queriesBefore = t.queries.length;
    const res = await stats(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalUsers: 4,
      totalChildren: 1,
      totalActivities: catalogue,
      completedActivities: 1,
      activeUsers: 2,
    });
    // The bearer check, then the one query.
    expect(t.queries.length - queriesBefore).toBe(2);

    // 31 days later nobody is active any more.
    t.clock.advance(31 * DAY);
    expect((await stats(token)).json().activeUsers).toBe(0);
  });
});
