import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, grantAccess } from '../../../test/child-factories';
import { MONTH, paid, parentWith } from '../../../test/subscription-factories';
import { keyed } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { activities } from '../../db/schema/activities';
import { professionalAccess, professionalProfiles } from '../../db/schema/professionals';
import { createAccount } from './professional-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: method === 'POST' ? keyed({ cookie }) : { cookie },
    ...(payload ? { payload } : {}),
  });

/** A family on a paid plan in its 7th month, with a child, and a professional given access to it. */
async function family() {
  const parent = await parentWith(t, paid, 6 * MONTH + 60_000);
  await t.db.insert(professionalProfiles).values({ userId: parent.user.id, role: 'parent' });
  const child = await createChild(t.db, parent.user.id, { name: 'Lia' });
  const pro = await createAccount(t, 'professional');
  await grantAccess(t.db, child, pro.user.id);
  // Unlocked from month 6 of a paid plan: locked for the professional's own (no) plan.
  const [premium] = await t.db
    .select()
    .from(activities)
    .where(and(eq(activities.isPremium, true), eq(activities.requiredSubscriptionMonths, 6)))
    .limit(1);
  return { parent, child, pro, premium: premium! };
}

describe("a professional plays for a child at the family's tier (docs/product.md#whose-plan-counts)", () => {
  it('the catalogue for the child is the family’s; without ?child= it is the professional’s own', async () => {
    const { child, pro, premium } = await family();
    const own = (await call('GET', '/api/activities', pro.cookie)).json() as { id: number; is_locked: boolean }[];
    const forChild = (await call('GET', `/api/activities?child=${child.id}`, pro.cookie)).json() as typeof own;
    expect(own.filter((a) => !a.is_locked)).toHaveLength(10);
    expect(forChild.filter((a) => !a.is_locked)).toHaveLength(69);
    expect(forChild.find((a) => a.id === premium.id)?.is_locked).toBe(false);
    expect(own.find((a) => a.id === premium.id)?.is_locked).toBe(true);
  });

  it('a result the professional saves counts for the child, and the parent sees it', async () => {
    const { parent, child, pro, premium } = await family();
    const saved = await call('POST', `/api/children/${child.id}/progress`, pro.cookie, {
      activity_id: premium.id,
      score: 90,
      time_spent: 4,
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ child_profile_id: child.id, activity_id: premium.id, score: 90 });

    const seenByParent = (await call('GET', `/api/children/${child.id}/progress`, parent.cookie)).json();
    expect(seenByParent.items.map((e: { id: number }) => e.id)).toEqual([saved.json().id]);
    const summary = (await call('GET', `/api/professional/children/${child.id}/summary`, pro.cookie)).json();
    expect(summary.progress).toEqual({ completed: 1, average_score: 90, total: 1 });
    const stats = (await call('GET', '/api/dashboard/stats', parent.cookie)).json();
    expect(stats.completedThisWeek).toBe(1);
  });

  it('after the access is revoked, saving is refused like for a stranger', async () => {
    const { child, pro, premium } = await family();
    await t.db.update(professionalAccess).set({ isActive: false }).where(eq(professionalAccess.childId, child.id));
    const res = await call('POST', `/api/children/${child.id}/progress`, pro.cookie, {
      activity_id: premium.id,
      score: 90,
      time_spent: 4,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Criança não encontrada.' });
  });
});
