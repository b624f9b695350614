import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createChildWorld, createProgress } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { adminGranted, parentWith } from '../../../test/subscription-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { CHILD_NOT_FOUND } from '../children/child-access';

// 'Sugeridas para {nome} hoje' (docs/product.md#suggestions), through the real API.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Tuesday 11 March 2031, 10:00 in São Paulo; its week started on Sunday the 9th. */
const TUESDAY = fromLocal(2031, 3, 11, 10);
const HOUR = 3_600_000;

interface Item {
  activity: {
    id: number;
    category: string;
    is_locked: boolean;
    is_premium: boolean;
    min_age: number;
    max_age: number;
    for_tea: number;
    for_tdah: number;
    tea_level: number | null;
    tdah_level: number | null;
  };
  reason: string;
}

async function suggestions(cookie: string | undefined, childId: number) {
  return t.app.inject({
    method: 'GET',
    url: `/api/children/${childId}/suggestions`,
    headers: cookie ? { cookie } : {},
  });
}

async function items(cookie: string, childId: number): Promise<Item[]> {
  const res = await suggestions(cookie, childId);
  expect(res.statusCode).toBe(200);
  return res.json().items;
}

describe('GET /api/children/{id}/suggestions', () => {
  it('answers 3 to 5 activities, never a locked one, at most 2 of an area (free plan)', async () => {
    t.clock.set(TUESDAY);
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id, { name: 'Lucas', birthDate: '2024-05-01' });
    const list = await items(parent.cookie, child.id);
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(5);
    for (const { activity } of list) expect(activity).toMatchObject({ is_locked: false, is_premium: false });
    const areas = list.map((i) => i.activity.category);
    for (const area of areas) expect(areas.filter((a) => a === area).length).toBeLessThanOrEqual(2);
  });

  it("keeps to the child's age and diagnosis, at a support level not above the child's", async () => {
    t.clock.set(TUESDAY);
    const parent = await parentWith(t, adminGranted);
    // 4 years old on the 11th of March 2031; TEA at support level 1, no TDAH.
    const child = await createChild(t.db, parent.user.id, {
      birthDate: '2026-06-30',
      diagnosisTea: true,
      teaLevel: 1,
    });
    const list = await items(parent.cookie, child.id);
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const { activity } of list) {
      expect(activity.min_age).toBeLessThanOrEqual(4);
      expect(activity.max_age).toBeGreaterThanOrEqual(4);
      expect(activity.for_tea).toBe(1);
      expect([null, 1]).toContain(activity.tea_level);
    }
  });

  it('favours the areas not played this week', async () => {
    t.clock.set(TUESDAY);
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const before = await items(parent.cookie, child.id);
    const played = [...new Set(before.map((i) => i.activity.category))];
    for (const category of played) {
      await createProgress(t.db, child.id, {
        activityCategory: category,
        completionDate: new Date(TUESDAY.getTime() - HOUR),
      });
    }
    const after = await items(parent.cookie, child.id);
    const fresh = after.filter((i) => !played.includes(i.activity.category));
    expect(fresh.length).toBeGreaterThan(0);
    // Every area not played this week comes before one that was, and says so.
    expect(after.slice(0, fresh.length)).toEqual(fresh);
    for (const item of fresh) expect(item.reason).toBe('new_area');
  });

  it('is the same all day and changes from one day to another', async () => {
    t.clock.set(fromLocal(2031, 3, 11, 0, 5));
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const ids = async () => (await items(parent.cookie, child.id)).map((i) => i.activity.id);
    const morning = await ids();
    t.clock.set(fromLocal(2031, 3, 11, 23, 55));
    expect(await ids()).toEqual(morning);
    const days: number[][] = [];
    for (let day = 12; day <= 18; day++) {
      t.clock.set(fromLocal(2031, 3, day, 9));
      days.push(await ids());
    }
    expect(days.some((list) => list.join() !== morning.join())).toBe(true);
  });

  it('the parent and a professional with access read them; anyone else is refused', async () => {
    const { child, owner, otherParent, proWithAccess, proRevoked, proWithout } = await createChildWorld(t);
    expect((await suggestions(owner.cookie, child.id)).statusCode).toBe(200);
    const pro = await suggestions(proWithAccess.cookie, child.id);
    expect(pro.statusCode).toBe(200);
    expect(pro.json()).toEqual((await suggestions(owner.cookie, child.id)).json());
    for (const who of [otherParent, proRevoked, proWithout]) {
      const res = await suggestions(who.cookie, child.id);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: CHILD_NOT_FOUND });
    }
    expect((await suggestions(`nb_admin=${await createAdminToken(t)}`, child.id)).statusCode).toBe(401);
    expect((await suggestions(undefined, child.id)).statusCode).toBe(401);
    expect((await suggestions(owner.cookie, 999_999)).statusCode).toBe(404);
  });
});
