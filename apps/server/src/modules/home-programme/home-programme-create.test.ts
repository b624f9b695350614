import { GOAL_NOT_FOUND } from '@neurobridge/shared/api/goals';
import {
  ASSIGNMENT_ACTIVITIES_INVALID,
  ASSIGNMENT_ACTIVITY_INVALID,
  ASSIGNMENT_ACTIVITY_LOCKED,
  ASSIGNMENT_ACTIVITY_NOT_FOUND,
  ASSIGNMENT_DAYS_INVALID,
  ASSIGNMENT_DAYS_OR_TIMES,
  ASSIGNMENT_GOAL_INVALID,
  ASSIGNMENT_NOTE_TOO_LONG,
  ASSIGNMENT_SLOT_INVALID,
  ASSIGNMENT_TIMES_INVALID,
} from '@neurobridge/shared/api/home-programme';
import { spreadDays } from '@neurobridge/shared/domain/goals';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createChild, grantAccess } from '../../../test/child-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { paid, parentWith } from '../../../test/subscription-factories';
import { freeActivities, premiumActivity, scheduleCalls } from '../schedule/schedule-testing';
import { assignBody, createGoal, homeCalls, homeWorld, written } from './home-programme-testing';

type Activity = Awaited<ReturnType<typeof freeActivities>>[number];

/** Assigning practice to the family's week (docs/product.md#home-programme). */
let t: TestApp;
let a: Activity;
let b: Activity;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(fromLocal(2030, 5, 15, 12)); // a Wednesday
  [a, b] = (await freeActivities(t, 2)) as [Activity, Activity];
});
afterAll(() => t.close());

async function world() {
  const w = await homeWorld(t);
  return { ...w, api: homeCalls(t, w.headers.pro, w.child.id) };
}

describe('POST /api/children/:id/home-programme', () => {
  it('puts each activity on each chosen day of the slot, marked with the assignment (201)', async () => {
    const w = await world();
    const goal = await createGoal(t, w.child.id);
    const res = await w.api.create(assignBody([b.id, a.id], { days_of_week: [3, 1], goal_id: goal.id }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      professional_name: 'Ana Lima',
      professional_type: 'Fonoaudiólogo(a)',
      mine: true,
      goal: { id: goal.id, title: 'Nomear emoções' },
      activities: [
        { id: b.id, title: b.title },
        { id: a.id, title: a.title },
      ],
      days_of_week: [1, 3],
      times_per_week: 2,
      time_slot: 'afternoon',
      note: 'Jogar depois do lanche.',
      created_at: t.clock.now().toISOString(),
      weeks: [{ week_start: '2030-05-12', assigned: 4, done: 0 }],
      removals: [],
    });
    const { assignments, entries } = await written(t, w.child.id);
    expect(assignments).toHaveLength(1);
    expect(assignments[0]).toMatchObject({ timesPerWeek: 2, daysOfWeek: [1, 3], goalId: goal.id });
    expect(entries.map((e) => [e.activityId, e.dayOfWeek, e.timeSlot, e.kind, e.assignmentId])).toEqual([
      [b.id, 1, 'afternoon', 'activity', assignments[0]!.id],
      [b.id, 3, 'afternoon', 'activity', assignments[0]!.id],
      [a.id, 1, 'afternoon', 'activity', assignments[0]!.id],
      [a.id, 3, 'afternoon', 'activity', assignments[0]!.id],
    ]);
  });

  it("the family's week shows the entries as the professional's: name, type, note and goal", async () => {
    const w = await world();
    const goal = await createGoal(t, w.child.id, 'Esperar a vez');
    const id = (await w.api.create(assignBody([a.id], { days_of_week: [2], goal_id: goal.id }))).json().id;
    await scheduleCalls(t, w.owner.cookie, w.child.id).add({ activity_id: b.id, day_of_week: 2, time_slot: 'morning' });
    const week = (await scheduleCalls(t, w.owner.cookie, w.child.id).list()).json();
    expect(week.map((e: { assignment: unknown }) => e.assignment)).toEqual([
      null,
      {
        id,
        professional_name: 'Ana Lima',
        professional_type: 'Fonoaudiólogo(a)',
        note: 'Jogar depois do lanche.',
        goal_title: 'Esperar a vez',
      },
    ]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7])('%i vezes por semana: one entry on each day of spreadDays', async (n) => {
    const w = await world();
    const res = await w.api.create(assignBody([a.id], { days_of_week: undefined, times_per_week: n }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ days_of_week: null, times_per_week: n });
    const { entries } = await written(t, w.child.id);
    expect(entries.map((e) => e.dayOfWeek)).toEqual(spreadDays(n));
  });

  it('a note is trimmed; an empty one, null or none is no note; no goal is null', async () => {
    const w = await world();
    expect((await w.api.create(assignBody([a.id], { note: '  Com calma.  ' }))).json().note).toBe('Com calma.');
    for (const note of ['   ', null, undefined]) {
      const res = await w.api.create(assignBody([a.id], { note, time_slot: 'evening', days_of_week: [6] }));
      expect(res.json()).toMatchObject({ note: null, goal: null });
      await w.api.end(res.json().id);
    }
  });

  it('a slot without room for every activity: 409 naming the slot and the day, nothing written', async () => {
    const w = await world();
    const family = scheduleCalls(t, w.owner.cookie, w.child.id);
    for (const activity of [a, b])
      await family.add({ activity_id: activity.id, day_of_week: 3, time_slot: 'afternoon' });
    const before = await written(t, w.child.id);
    const res = await w.api.create(assignBody([a.id, b.id]));
    expect(res.statusCode).toBe(409);
    const message = 'Não há espaço na tarde de quarta-feira: o período já tem 3 atividades na semana da família.';
    expect(res.json()).toEqual({ error: message, fields: { time_slot: message } });
    expect(await written(t, w.child.id)).toEqual(before);
    // One activity still fits the third place.
    expect((await w.api.create(assignBody([a.id]))).statusCode).toBe(201);
    const full = await w.api.create(assignBody([b.id], { days_of_week: [0, 3], time_slot: 'afternoon' }));
    expect(full.json().error).toContain('na tarde de quarta-feira');
    const morning = await w.api.create(assignBody([a.id, b.id], { days_of_week: [3], time_slot: 'morning' }));
    expect(morning.statusCode).toBe(201);
  });

  it('two assignments at once for the last place of a slot: one is written', async () => {
    const w = await world();
    const family = scheduleCalls(t, w.owner.cookie, w.child.id);
    for (let i = 0; i < 2; i++) await family.add({ activity_id: a.id, day_of_week: 1, time_slot: 'afternoon' });
    const other = homeCalls(t, w.headers.otherPro, w.child.id);
    const codes = (await Promise.all([w.api.create(assignBody([a.id])), other.create(assignBody([b.id]))]))
      .map((r) => r.statusCode)
      .sort();
    expect(codes).toEqual([201, 409]);
    expect((await written(t, w.child.id)).assignments).toHaveLength(1);
  });

  it("activities: unknown or inactive 404, locked by the family's plan 409; nothing written", async () => {
    const w = await world();
    const inactive = await createActivity(t.db, { isActive: false });
    const premium = await premiumActivity(t);
    for (const [ids, status, error] of [
      [[a.id, 999999], 404, ASSIGNMENT_ACTIVITY_NOT_FOUND],
      [[inactive.id], 404, ASSIGNMENT_ACTIVITY_NOT_FOUND],
      [[a.id, premium.id], 409, ASSIGNMENT_ACTIVITY_LOCKED],
    ] as const) {
      const res = await w.api.create(assignBody([...ids]));
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error, fields: { activity_ids: error } });
    }
    expect(await written(t, w.child.id)).toEqual({ assignments: [], entries: [], removals: [] });
  });

  it("a premium activity the family's plan unlocks can be assigned", async () => {
    const w = await world();
    const parent = await parentWith(t, (start) => ({ ...paid(start), planType: 'admin_granted' }));
    const child = await createChild(t.db, parent.user.id);
    await grantAccess(t.db, child, w.pro.user.id);
    const res = await homeCalls(t, w.headers.pro, child.id).create(assignBody([(await premiumActivity(t)).id]));
    expect(res.statusCode, res.body).toBe(201);
  });

  it("another child's goal or an unknown one: 404 'Meta não encontrada.', nothing written", async () => {
    const w = await world();
    const theirs = await createGoal(t, w.elsewhere.id);
    for (const goalId of [theirs.id, 999999]) {
      const res = await w.api.create(assignBody([a.id], { goal_id: goalId }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: GOAL_NOT_FOUND, fields: { goal_id: GOAL_NOT_FOUND } });
    }
    expect((await written(t, w.child.id)).assignments).toEqual([]);
  });

  it('the same Idempotency-Key twice makes one assignment and answers it again', async () => {
    const w = await world();
    const headers = { ...w.headers.pro, 'idempotency-key': '5b0e4c7e-7d1f-4a57-9d0e-3a1c2b3d4e5f' };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/children/${w.child.id}/home-programme`,
        headers,
        payload: assignBody([a.id]),
      });
    const first = await send();
    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect((await written(t, w.child.id)).entries).toHaveLength(2);
  });
});

describe('bad input → 400 naming the field, nothing written', () => {
  const long = 'x'.repeat(501);
  it.each([
    ['activity_ids', { activity_ids: undefined }, ASSIGNMENT_ACTIVITIES_INVALID],
    ['activity_ids', { activity_ids: [] }, ASSIGNMENT_ACTIVITIES_INVALID],
    ['activity_ids', { activity_ids: [1, 2, 3, 4, 5, 6] }, ASSIGNMENT_ACTIVITIES_INVALID],
    ['activity_ids', { activity_ids: 'x' }, ASSIGNMENT_ACTIVITIES_INVALID],
    ['activity_ids', { activity_ids: null }, ASSIGNMENT_ACTIVITIES_INVALID],
    ['activity_ids.0', { activity_ids: [0] }, ASSIGNMENT_ACTIVITY_INVALID],
    ['activity_ids.0', { activity_ids: ['1'] }, ASSIGNMENT_ACTIVITY_INVALID],
    ['activity_ids.0', { activity_ids: [2 ** 31] }, ASSIGNMENT_ACTIVITY_INVALID],
    ['activity_ids.0', { activity_ids: [1.5] }, ASSIGNMENT_ACTIVITY_INVALID],
    ['days_of_week', { days_of_week: [] }, ASSIGNMENT_DAYS_INVALID],
    ['days_of_week', { days_of_week: [1, 1] }, ASSIGNMENT_DAYS_INVALID],
    ['days_of_week', { days_of_week: [0, 1, 2, 3, 4, 5, 6, 0] }, ASSIGNMENT_DAYS_INVALID],
    ['days_of_week', { days_of_week: 'seg' }, ASSIGNMENT_DAYS_INVALID],
    ['days_of_week.0', { days_of_week: [7] }, ASSIGNMENT_DAYS_INVALID],
    ['days_of_week.0', { days_of_week: [-1] }, ASSIGNMENT_DAYS_INVALID],
    ['days_of_week.0', { days_of_week: [2.5] }, ASSIGNMENT_DAYS_INVALID],
    ['times_per_week', { days_of_week: undefined, times_per_week: 0 }, ASSIGNMENT_TIMES_INVALID],
    ['times_per_week', { days_of_week: undefined, times_per_week: 8 }, ASSIGNMENT_TIMES_INVALID],
    ['times_per_week', { days_of_week: undefined, times_per_week: 2.5 }, ASSIGNMENT_TIMES_INVALID],
    ['times_per_week', { days_of_week: undefined, times_per_week: '3' }, ASSIGNMENT_TIMES_INVALID],
    ['days_of_week', { times_per_week: 3 }, ASSIGNMENT_DAYS_OR_TIMES],
    ['days_of_week', { days_of_week: undefined }, ASSIGNMENT_DAYS_OR_TIMES],
    ['time_slot', { time_slot: 'night' }, ASSIGNMENT_SLOT_INVALID],
    ['time_slot', { time_slot: undefined }, ASSIGNMENT_SLOT_INVALID],
    ['time_slot', { time_slot: null }, ASSIGNMENT_SLOT_INVALID],
    ['goal_id', { goal_id: 0 }, ASSIGNMENT_GOAL_INVALID],
    ['goal_id', { goal_id: 'x' }, ASSIGNMENT_GOAL_INVALID],
    ['goal_id', { goal_id: 2 ** 31 }, ASSIGNMENT_GOAL_INVALID],
    ['note', { note: long }, ASSIGNMENT_NOTE_TOO_LONG],
    ['mine', { mine: true }, 'Campo não permitido: mine.'],
  ])('%s: %j → "%s"', async (field, override, message) => {
    const w = await world();
    const res = await w.api.create(assignBody([a.id], override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    if (field !== 'mine') expect(res.json().fields).toMatchObject({ [field]: message });
    expect(await written(t, w.child.id)).toEqual({ assignments: [], entries: [], removals: [] });
  });

  it('a note that is not text: 400, nothing written', async () => {
    const w = await world();
    const res = await w.api.create(assignBody([a.id], { note: 5 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('note');
    expect((await written(t, w.child.id)).assignments).toEqual([]);
  });

  it('without an Idempotency-Key: 400, nothing written', async () => {
    const w = await world();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/children/${w.child.id}/home-programme`,
      headers: w.headers.pro,
      payload: assignBody([a.id]),
    });
    expect(res.statusCode).toBe(400);
    expect((await written(t, w.child.id)).assignments).toEqual([]);
  });
});
