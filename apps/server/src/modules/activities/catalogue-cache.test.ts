import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';
import { listActivities } from './activities-service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the catalogue cache', () => {
  it('serves the catalogue from memory for 5 s, then reads the database again', async () => {
    const user = await createUser(t.db);
    const start = new Date('2026-11-22T12:00:00Z');
    const before = await listActivities(t.db, user.id, {}, start);
    expect(before).toHaveLength(111);
    const [first] = before;
    await t.db.update(activities).set({ isActive: false }).where(eq(activities.id, first!.id));

    const within = await listActivities(t.db, user.id, {}, new Date(start.getTime() + 4_999));
    expect(within).toHaveLength(111);
    const after = await listActivities(t.db, user.id, {}, new Date(start.getTime() + 5_000));
    expect(after).toHaveLength(110);
    expect(after.some((a) => a.id === first!.id)).toBe(false);
  });
});
