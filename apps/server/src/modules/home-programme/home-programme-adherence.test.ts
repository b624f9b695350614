import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, grantAccess } from '../../../test/child-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { freeActivities } from '../schedule/schedule-testing';
import { finish, homeCalls, homeWorld, insertAssignment } from './home-programme-testing';

/**
 * The professional's adherence view (docs/product.md#home-programme) against a fixture computed by
 * hand: the last 4 São Paulo weeks (Sunday to Saturday) up to Wednesday 15 May 2030, each child's
 * assignments by this professional summed, finished results counted per activity and capped at
 * the times a week, an ended assignment counted for the weeks it was active.
 */
let t: TestApp;
let x: number;
let y: number;
let z: number;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(fromLocal(2030, 5, 15, 12)); // Wednesday; this week began Sunday 12 May
  [x, y, z] = (await freeActivities(t, 3)).map((a) => a.id) as [number, number, number];
});
afterAll(() => t.close());

const at = (month: number, day: number, hour = 10, minute = 0) => fromLocal(2030, month, day, hour, minute);
const WEEKS = ['2030-04-21', '2030-04-28', '2030-05-05', '2030-05-12'];
const weeks = (...pairs: [number, number][]) =>
  pairs.map(([assigned, done], i) => ({ week_start: WEEKS[i], assigned, done }));

async function fixture() {
  const w = await homeWorld(t);
  const ana = w.pro.user.id;
  const lia = w.child.id;
  const bia = await createChild(t.db, w.owner.user.id, { name: 'Bia' });
  const abel = await createChild(t.db, w.owner.user.id, { name: 'Abel' });
  const zeca = await createChild(t.db, w.owner.user.id, { name: 'Zeca' });
  await grantAccess(t.db, bia, ana);
  await grantAccess(t.db, abel, ana);
  await grantAccess(t.db, zeca, ana, { isActive: false, accessRevokedAt: at(5, 1) });
  // Lia: x and y twice a week since 24 April (open); z 3 times a week from 30 April to Monday 6 May.
  await insertAssignment(t, {
    childId: lia,
    professionalUserId: ana,
    activityIds: [x, y],
    timesPerWeek: 2,
    daysOfWeek: [1, 3],
    createdAt: at(4, 24),
  });
  await insertAssignment(t, {
    childId: lia,
    professionalUserId: ana,
    activityIds: [z],
    timesPerWeek: 3,
    createdAt: at(4, 30),
    endedAt: at(5, 6),
  });
  // Not counted: ended before the 4 weeks, another professional's, and a child whose access ended.
  await insertAssignment(t, {
    childId: lia,
    professionalUserId: ana,
    activityIds: [x],
    timesPerWeek: 7,
    createdAt: at(3, 1),
    endedAt: at(3, 20),
  });
  await insertAssignment(t, {
    childId: lia,
    professionalUserId: w.otherPro.user.id,
    activityIds: [x],
    timesPerWeek: 1,
    createdAt: at(4, 22),
  });
  await insertAssignment(t, {
    childId: zeca.id,
    professionalUserId: ana,
    activityIds: [x],
    timesPerWeek: 1,
    createdAt: at(4, 22),
  });
  // Bia: x on Tuesdays since Monday of this week.
  await insertAssignment(t, {
    childId: bia.id,
    professionalUserId: ana,
    activityIds: [x],
    timesPerWeek: 1,
    daysOfWeek: [2],
    createdAt: at(5, 13),
  });

  const play = async (childId: number, activity: number, when: Date, times = 1, status = 'completed') => {
    for (let i = 0; i < times; i++) await finish(t, childId, activity, when, status);
  };
  await play(lia, x, at(4, 20, 23, 30)); // Saturday before the 4 weeks
  // Week of 21 April: x 3 (capped at 2), y 0 → 4 assigned, 2 done.
  await play(lia, x, at(4, 22), 3);
  // Week of 28 April: x 1, y 1 (2 of 4); z 2 of 3; an abandoned x does not count → 7 assigned, 4 done.
  await play(lia, x, at(4, 29));
  await play(lia, y, at(5, 2));
  await play(lia, z, at(4, 30), 2);
  await play(lia, x, at(5, 1), 1, 'abandoned');
  // Week of 5 May: x 1 (Saturday 23:30), y 2 (3 of 4); z 5, capped at 3 (ended Monday: still its week) → 7, 6.
  await play(lia, x, at(5, 11, 23, 30));
  await play(lia, y, at(5, 7), 2);
  await play(lia, z, at(5, 8), 5);
  // This week: x at Sunday 00:30 (1 of 4); z after it ended does not count → 4, 1.
  await play(lia, x, at(5, 12, 0, 30));
  await play(lia, z, at(5, 13));
  // Bia: x twice this week (capped at 1); x in the week before it was assigned does not count.
  await play(bia.id, x, at(5, 14), 2);
  await play(bia.id, x, at(5, 6));
  await play(zeca.id, x, at(5, 14));
  return { w, lia, bia, abel };
}

describe('GET /api/professional/adherence', () => {
  it('every child given to the professional, by name, with the last 4 weeks summed', async () => {
    const { w, lia, bia, abel } = await fixture();
    const res = await homeCalls(t, w.headers.pro, lia).adherence();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      children: [
        { child_id: abel.id, child_name: 'Abel', weeks: weeks([0, 0], [0, 0], [0, 0], [0, 0]) },
        { child_id: bia.id, child_name: 'Bia', weeks: weeks([0, 0], [0, 0], [0, 0], [1, 1]) },
        { child_id: lia, child_name: 'Lia', weeks: weeks([4, 2], [7, 4], [7, 6], [4, 1]) },
      ],
    });
  });

  it("another professional sees only their own assignments' weeks", async () => {
    const { w, lia } = await fixture();
    const res = await homeCalls(t, w.headers.otherPro, lia).adherence();
    expect(res.json()).toEqual({
      children: [{ child_id: lia, child_name: 'Lia', weeks: weeks([1, 1], [1, 1], [1, 1], [1, 1]) }],
    });
  });

  it("the child page's list: an open assignment's weeks since it was made, oldest first", async () => {
    const { w, lia } = await fixture();
    const list = (await homeCalls(t, w.headers.owner, lia).list()).json();
    expect(list.assignments.map((a: { weeks: unknown }) => a.weeks)).toEqual([
      weeks([4, 2], [4, 2], [4, 3], [4, 1]), // Ana's x and y, made 24 April
      weeks([1, 1], [1, 1], [1, 1], [1, 1]), // Bruno's x once a week, made 22 April
    ]);
  });

  it('a professional without children, or whose access ended, sees an empty list', async () => {
    const { w, lia } = await fixture();
    for (const who of ['proWithout', 'proRevoked'] as const) {
      const res = await homeCalls(t, w.headers[who], lia).adherence();
      expect(res.json().children.map((c: { child_name: string }) => c.child_name)).not.toContain('Lia');
    }
    expect((await homeCalls(t, w.headers.proRevoked, lia).adherence()).json()).toEqual({ children: [] });
  });

  it('costs the same few queries whatever the number of children', async () => {
    const { w, lia } = await fixture();
    const api = homeCalls(t, w.headers.pro, lia);
    await api.adherence();
    t.queries.length = 0;
    await api.adherence();
    const few = t.queries.length;
    expect(few).toBeLessThanOrEqual(4);
    for (let i = 0; i < 5; i++) {
      const more = await createChild(t.db, w.owner.user.id, { name: `Mais ${i}` });
      await grantAccess(t.db, more, w.pro.user.id);
      await insertAssignment(t, {
        childId: more.id,
        professionalUserId: w.pro.user.id,
        activityIds: [x, y],
        timesPerWeek: 2,
      });
    }
    t.queries.length = 0;
    const res = await api.adherence();
    expect(res.json().children).toHaveLength(8);
    expect(t.queries).toHaveLength(few);
  });
});
