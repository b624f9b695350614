import { SCHEDULE_ENTRY_NOT_FOUND, SLOT_FULL } from '@neurobridge/shared/api/schedule';
import { MOVE_NOTHING_TO_CHANGE } from '@neurobridge/shared/api/schedule-changes';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { assignBody, homeCalls, homeWorld } from '../home-programme/home-programme-testing';
import { completionCount, entryCount, freeActivities, scheduleCalls } from './schedule-testing';

/** Moving an entry of the week to another day or time of day (docs/product.md#calendar). */
let t: TestApp;
let activityId: number;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(fromLocal(2030, 5, 15, 12)); // a Wednesday
  activityId = (await freeActivities(t))[0]!.id;
});
afterAll(() => t.close());

async function family() {
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id);
  const api = scheduleCalls(t, parent.cookie, child.id);
  const add = async (day: number, slot: string) =>
    (await api.add({ activity_id: activityId, day_of_week: day, time_slot: slot })).json();
  return { parent, child, api, add };
}

const place = (e: { day_of_week: number; time_slot: string }) => [e.day_of_week, e.time_slot];

describe('PATCH /api/children/:id/schedule/:entryId', () => {
  it('moves the day, the time of day or both; its ticks and streak go with it', async () => {
    const { api, add } = await family();
    const entry = await add(1, 'morning');
    await api.complete(entry.id);
    const moved = await api.move(entry.id, { day_of_week: 4 });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({
      ...entry,
      day_of_week: 4,
      is_completed: true,
      streak_count: 1,
      reward_earned: true,
    });
    expect(place((await api.move(entry.id, { time_slot: 'evening' })).json())).toEqual([4, 'evening']);
    expect(place((await api.move(entry.id, { day_of_week: 0, time_slot: 'afternoon' })).json())).toEqual([
      0,
      'afternoon',
    ]);
    expect(await completionCount(t, entry.id)).toBe(1);
    expect((await api.list()).json().map(place)).toEqual([[0, 'afternoon']]);
  });

  it('to a full slot: 409, the entry stays; to where it already is: 200, nothing changes', async () => {
    const { api, add } = await family();
    for (let i = 0; i < 3; i++) await add(2, 'morning');
    const entry = await add(3, 'morning');
    const full = await api.move(entry.id, { day_of_week: 2 });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: SLOT_FULL });
    expect((await api.list()).json().map(place)).toContainEqual([3, 'morning']);
    // An entry of the full slot stays put.
    const [inFull] = (await api.list()).json();
    const same = await api.move(inFull.id, { day_of_week: 2, time_slot: 'morning' });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual(inFull);
  });

  it("a professional's entry moves too, and stays theirs", async () => {
    const w = await homeWorld(t);
    await homeCalls(t, w.headers.pro, w.child.id).create(assignBody([activityId], { days_of_week: [1] }));
    const api = scheduleCalls(t, w.owner.cookie, w.child.id);
    const [entry] = (await api.list()).json();
    const moved = (await api.move(entry.id, { day_of_week: 5, time_slot: 'morning' })).json();
    expect(moved).toEqual({ ...entry, day_of_week: 5, time_slot: 'morning' });
    expect(moved.assignment.professional_name).toBe('Ana Lima');
  });

  it("another child's entry or an unknown one: 404; a bad id 400", async () => {
    const { parent, api } = await family();
    const sibling = await createChild(t.db, parent.user.id);
    const theirs = (
      await scheduleCalls(t, parent.cookie, sibling.id).add({
        activity_id: activityId,
        day_of_week: 1,
        time_slot: 'morning',
      })
    ).json();
    for (const id of [theirs.id, 999999]) {
      const res = await api.move(id, { day_of_week: 2 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: SCHEDULE_ENTRY_NOT_FOUND });
    }
    expect((await api.move('x', { day_of_week: 2 })).statusCode).toBe(400);
    expect((await scheduleCalls(t, parent.cookie, sibling.id).list()).json().map(place)).toEqual([[1, 'morning']]);
  });

  it.each([
    [{}, MOVE_NOTHING_TO_CHANGE],
    [{ day_of_week: 7 }, 'O dia da semana deve ser um número de 0 (domingo) a 6 (sábado).'],
    [{ day_of_week: '2' }, 'O dia da semana deve ser um número de 0 (domingo) a 6 (sábado).'],
    [{ day_of_week: null }, 'O dia da semana deve ser um número de 0 (domingo) a 6 (sábado).'],
    [{ time_slot: 'night' }, 'O período deve ser manhã, tarde ou noite.'],
    [{ day_of_week: 2, activity_id: 1 }, 'Campo não permitido: activity_id.'],
  ])('bad input %j → 400 "%s", nothing moved', async (body, message) => {
    const { child, api, add } = await family();
    const entry = await add(1, 'morning');
    const res = await api.move(entry.id, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await api.list()).json()).toEqual([entry]);
    expect(await entryCount(t, child.id)).toBe(1);
  });
});
