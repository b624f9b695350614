import { ASSIGNMENT_NOT_YOURS } from '@neurobridge/shared/api/home-programme';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { progressEntries } from '../../db/schema/activities';
import { professionalAccess } from '../../db/schema/professionals';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { completionCount, freeActivities, scheduleCalls } from '../schedule/schedule-testing';
import { assignBody, finish, homeCalls, homeWorld, written } from './home-programme-testing';

/** The child's home programme, ending an assignment, and what a revoked access leaves (docs/product.md#home-programme). */
let t: TestApp;
let a: { id: number; title: string };
let b: { id: number; title: string };
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(fromLocal(2030, 5, 15, 12)); // a Wednesday
  [a, b] = (await freeActivities(t, 2)).map((r) => ({ id: r.id, title: r.title })) as [typeof a, typeof b];
});
afterAll(() => t.close());

describe('GET /api/children/:id/home-programme', () => {
  it("the child's open assignments, newest first, each `mine` for the professional who made it", async () => {
    const w = await homeWorld(t);
    const ana = homeCalls(t, w.headers.pro, w.child.id);
    const bruno = homeCalls(t, w.headers.otherPro, w.child.id);
    const first = (await ana.create(assignBody([a.id, b.id]))).json();
    t.clock.advance(60_000);
    const second = (await bruno.create(assignBody([b.id], { days_of_week: undefined, times_per_week: 1 }))).json();
    t.clock.advance(60_000);
    const ended = (await ana.create(assignBody([a.id], { time_slot: 'evening' }))).json();
    await ana.end(ended.id);
    const seen = async (api: ReturnType<typeof homeCalls>) =>
      (await api.list()).json().assignments.map((x: { id: number; mine: boolean }) => [x.id, x.mine]);
    expect(await seen(ana)).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
    expect(await seen(bruno)).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // The parent sees what was assigned, and ends nothing.
    const parent = await homeCalls(t, w.headers.owner, w.child.id).list();
    expect(parent.json().assignments.map((x: { mine: boolean }) => x.mine)).toEqual([false, false]);
    expect(parent.json().assignments[0]).toEqual({ ...second, mine: false });
    expect(parent.json().assignments[1]).toMatchObject({
      professional_name: 'Ana Lima',
      professional_type: 'Fonoaudiólogo(a)',
      activities: [
        { id: a.id, title: a.title },
        { id: b.id, title: b.title },
      ],
      days_of_week: [1, 3],
    });
  });

  it('none: an empty list', async () => {
    const w = await homeWorld(t);
    expect((await homeCalls(t, w.headers.owner, w.child.id).list()).json()).toEqual({ assignments: [] });
  });

  it('costs the same queries for one assignment or several', async () => {
    const w = await homeWorld(t);
    const api = homeCalls(t, w.headers.pro, w.child.id);
    await api.create(assignBody([a.id]));
    await api.list();
    t.queries.length = 0;
    await api.list();
    const one = t.queries.length;
    for (const slot of ['morning', 'evening']) await api.create(assignBody([a.id, b.id], { time_slot: slot }));
    t.queries.length = 0;
    expect((await api.list()).json().assignments).toHaveLength(3);
    expect(t.queries).toHaveLength(one);
  });
});

describe('DELETE /api/children/:id/home-programme/:assignmentId', () => {
  it('its professional ends it: its entries (and their ticks) leave the week, its results stay; again changes nothing', async () => {
    const w = await homeWorld(t);
    const ana = homeCalls(t, w.headers.pro, w.child.id);
    const family = scheduleCalls(t, w.owner.cookie, w.child.id);
    const mine = (await ana.create(assignBody([a.id]))).json();
    const own = (await family.add({ activity_id: b.id, day_of_week: 1, time_slot: 'afternoon' })).json();
    const [entry] = (await written(t, w.child.id)).entries.filter((e) => e.assignmentId === mine.id);
    await family.complete(entry!.id);
    await finish(t, w.child.id, a.id, t.clock.now());
    const other = homeCalls(t, w.headers.otherPro, w.child.id);
    const refused = await other.end(mine.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: ASSIGNMENT_NOT_YOURS });

    const res = await ana.end(mine.id);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await written(t, w.child.id);
    expect(after.assignments[0]!.endedAt).toEqual(t.clock.now());
    expect(after.entries.map((e) => e.id)).toEqual([own.id]);
    expect(await completionCount(t, entry!.id)).toBe(0);
    expect(await t.db.select().from(progressEntries).where(eq(progressEntries.activityId, a.id))).not.toEqual([]);
    expect((await ana.list()).json()).toEqual({ assignments: [] });

    t.clock.advance(60_000);
    expect((await ana.end(mine.id)).statusCode).toBe(204);
    expect(await written(t, w.child.id)).toEqual(after);
  });

  it("a revoked professional's assignment stays for the family; they can no longer end it", async () => {
    const w = await homeWorld(t);
    const ana = homeCalls(t, w.headers.pro, w.child.id);
    const mine = (await ana.create(assignBody([a.id]))).json();
    await t.db
      .update(professionalAccess)
      .set({ isActive: false, accessRevokedAt: t.clock.now() })
      .where(eq(professionalAccess.professionalUserId, w.pro.user.id));
    const res = await ana.end(mine.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: CHILD_NOT_FOUND });
    expect((await ana.list()).statusCode).toBe(404);
    const kept = (await homeCalls(t, w.headers.owner, w.child.id).list()).json().assignments;
    expect(kept.map((x: { id: number }) => x.id)).toEqual([mine.id]);
    const week = (await scheduleCalls(t, w.owner.cookie, w.child.id).list()).json();
    expect(week.filter((e: { assignment: { id: number } | null }) => e.assignment?.id === mine.id)).toHaveLength(2);
    // The family takes an entry out, saying why.
    const removed = await scheduleCalls(t, w.owner.cookie, w.child.id).remove(week[0].id, {
      reason: 'Acabou o atendimento.',
    });
    expect(removed.statusCode).toBe(204);
    expect((await written(t, w.child.id)).removals).toMatchObject([{ reason: 'Acabou o atendimento.' }]);
  });
});
