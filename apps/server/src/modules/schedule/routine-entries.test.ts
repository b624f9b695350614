import { SLOT_FULL } from '@neurobridge/shared/api/schedule';
import {
  ACTIVITY_ENTRY_NEEDS_ACTIVITY,
  ENTRY_KIND_INVALID,
  ENTRY_TIME_INVALID,
  ROUTINE_NEEDS_TITLE_AND_PICTURE,
  ROUTINE_PICTURE_INVALID,
  ROUTINE_TIMER_INVALID,
  ROUTINE_TITLE_REQUIRED,
  ROUTINE_TITLE_TOO_LONG,
} from '@neurobridge/shared/api/schedule-changes';
import { MAX_ENTRIES_PER_SLOT } from '@neurobridge/shared/domain/calendar';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { keyed } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ledgerRows } from '../stars/stars-testing';
import { completionCount, entryCount, freeActivities, rewardMilestones, scheduleCalls } from './schedule-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function family() {
  t.clock.set(fromLocal(2031, 3, 11, 10)); // a Tuesday
  const parent = await createSignedInUser(t);
  const child = await createChild(t.db, parent.user.id);
  return { parent, child, api: scheduleCalls(t, parent.cookie, child.id) };
}

const BRUSH = { kind: 'routine', title: 'Escovar os dentes', picture: 'escovar_dentes' } as const;

describe('routine entries of the week (docs/product.md#routine-entries)', () => {
  it('adds a routine entry (201) with its title, picture, timer and time', async () => {
    const { api } = await family();
    const res = await api.add({ ...BRUSH, timer_minutes: 3, time: '07:30', day_of_week: 2, time_slot: 'morning' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      kind: 'routine',
      activity_id: null,
      activity_title: 'Escovar os dentes',
      activity_category: 'routine',
      picture: 'escovar_dentes',
      timer_minutes: 3,
      time: '07:30',
      day_of_week: 2,
      time_slot: 'morning',
      is_completed: false,
      streak_count: 0,
      reward_earned: false,
      assignment: null,
    });
    expect((await api.list()).json()).toEqual([res.json()]);
  });

  it('an activity entry takes a time too; the old body without kind or time still works', async () => {
    const { api } = await family();
    const [a] = await freeActivities(t);
    const timed = await api.add({
      kind: 'activity',
      activity_id: a!.id,
      time: '16:00',
      day_of_week: 1,
      time_slot: 'afternoon',
    });
    expect(timed.statusCode).toBe(201);
    expect(timed.json()).toMatchObject({
      kind: 'activity',
      activity_id: a!.id,
      time: '16:00',
      picture: null,
      timer_minutes: null,
    });
    const old = await api.add({ activity_id: a!.id, day_of_week: 1, time_slot: 'evening' });
    expect(old.statusCode).toBe(201);
    expect(old.json()).toMatchObject({ kind: 'activity', time: null });
  });

  it('lists by day, slot, then time (entries without one last), then as added', async () => {
    const { api } = await family();
    const [a] = await freeActivities(t);
    const add = async (body: object) => (await api.add(body)).json().id as number;
    const noTime = await add({ ...BRUSH, title: 'Sem horário', day_of_week: 1, time_slot: 'morning' });
    const late = await add({ ...BRUSH, title: 'Às oito', time: '08:00', day_of_week: 1, time_slot: 'morning' });
    const early = await add({ activity_id: a!.id, time: '07:00', day_of_week: 1, time_slot: 'morning' });
    const evening = await add({ ...BRUSH, time: '06:00', day_of_week: 1, time_slot: 'evening' });
    const sunday = await add({ ...BRUSH, time: '20:00', day_of_week: 0, time_slot: 'afternoon' });
    const noTime2 = await add({ ...BRUSH, title: 'Sem horário 2', day_of_week: 1, time_slot: 'afternoon' });
    const afternoon = await add({ ...BRUSH, time: '13:00', day_of_week: 1, time_slot: 'afternoon' });
    const ids = (await api.list()).json().map((e: { id: number }) => e.id);
    expect(ids).toEqual([sunday, early, late, noTime, afternoon, noTime2, evening]);
  });

  it(`a slot holds ${MAX_ENTRIES_PER_SLOT} entries of both kinds together`, async () => {
    const { child, api } = await family();
    const [a] = await freeActivities(t);
    const slot = { day_of_week: 4, time_slot: 'evening' };
    expect((await api.add({ activity_id: a!.id, ...slot })).statusCode).toBe(201);
    expect((await api.add({ ...BRUSH, ...slot })).statusCode).toBe(201);
    expect((await api.add({ ...BRUSH, title: 'Pijama', picture: 'pijama', ...slot })).statusCode).toBe(201);
    const full = await api.add({ ...BRUSH, title: 'Dormir', picture: 'dormir', ...slot });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: SLOT_FULL });
    expect((await api.add({ activity_id: a!.id, ...slot })).statusCode).toBe(409);
    expect(await entryCount(t, child.id)).toBe(3);
  });

  const long = 'x'.repeat(61);
  it.each([
    [{ title: undefined }, 'title', ROUTINE_NEEDS_TITLE_AND_PICTURE],
    [{ picture: undefined }, 'picture', ROUTINE_NEEDS_TITLE_AND_PICTURE],
    [{ title: '' }, 'title', ROUTINE_TITLE_REQUIRED],
    [{ title: '   ' }, 'title', ROUTINE_TITLE_REQUIRED],
    [{ title: 7 }, 'title', ROUTINE_TITLE_REQUIRED],
    [{ title: long }, 'title', ROUTINE_TITLE_TOO_LONG],
    [{ picture: 'foguete' }, 'picture', ROUTINE_PICTURE_INVALID],
    [{ timer_minutes: 0 }, 'timer_minutes', ROUTINE_TIMER_INVALID],
    [{ timer_minutes: 61 }, 'timer_minutes', ROUTINE_TIMER_INVALID],
    [{ timer_minutes: 2.5 }, 'timer_minutes', ROUTINE_TIMER_INVALID],
    [{ timer_minutes: '5' }, 'timer_minutes', ROUTINE_TIMER_INVALID],
    [{ time: '7:30' }, 'time', ENTRY_TIME_INVALID],
    [{ time: '24:00' }, 'time', ENTRY_TIME_INVALID],
    [{ time: 730 }, 'time', ENTRY_TIME_INVALID],
    [{ kind: 'jogo' }, 'kind', ENTRY_KIND_INVALID],
    [{ activity_id: 1 }, 'activity_id', 'Campo não permitido: activity_id.'],
  ])('routine %j → 400 naming %s, nothing written', async (override, field, message) => {
    const { child, api } = await family();
    const res = await api.add({ ...BRUSH, day_of_week: 1, time_slot: 'morning', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    expect(await entryCount(t, child.id)).toBe(0);
  });

  it.each([
    [{ activity_id: undefined }, 'activity_id', ACTIVITY_ENTRY_NEEDS_ACTIVITY],
    [{ title: 'Banho' }, 'title', 'Campo não permitido: title.'],
    [{ picture: 'banho' }, 'picture', 'Campo não permitido: picture.'],
    [{ timer_minutes: 5 }, 'timer_minutes', 'Campo não permitido: timer_minutes.'],
  ])('activity %j → 400 naming %s, nothing written', async (override, field, message) => {
    const { child, api } = await family();
    const [a] = await freeActivities(t);
    const res = await api.add({ activity_id: a!.id, day_of_week: 1, time_slot: 'morning', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    expect(await entryCount(t, child.id)).toBe(0);
  });
});

describe("a routine entry's tick earns a star (docs/product.md#stars-and-the-reward-shop)", () => {
  it("the week's first tick: 1 star in the ledger, dated then, labelled with the title; a repeat: 0", async () => {
    const { child, api } = await family();
    const entry = (await api.add({ ...BRUSH, day_of_week: 2, time_slot: 'morning' })).json();
    const first = await api.complete(entry.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ entry: { id: entry.id, is_completed: true }, stars: 1 });
    const rows = await ledgerRows(t, child.id);
    expect(rows).toEqual([
      expect.objectContaining({
        delta: 1,
        reason: 'routine',
        source: expect.stringMatching(/^completion:\d+$/),
        label: 'Escovar os dentes',
        at: t.clock.now(),
      }),
    ]);
    const again = await api.complete(entry.id);
    expect(again.json()).toMatchObject({ stars: 0, new_rewards: [] });
    expect(await ledgerRows(t, child.id)).toHaveLength(1);
    // Next week the same entry earns again.
    t.clock.advance(7 * 24 * 3600_000);
    expect((await api.complete(entry.id)).json().stars).toBe(1);
    expect(await ledgerRows(t, child.id)).toHaveLength(2);
  });

  it('ticked offline and sent later: the star is dated when it was ticked', async () => {
    const { parent, child } = await family();
    const api = scheduleCalls(t, parent.cookie, child.id);
    const entry = (await api.add({ ...BRUSH, day_of_week: 1, time_slot: 'morning' })).json();
    const ticked = new Date(t.clock.now().getTime() - 3600_000);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/schedule/${entry.id}/complete`,
      headers: { cookie: parent.cookie },
      payload: { completed_at: ticked.toISOString() },
    });
    expect(res.json().stars).toBe(1);
    expect((await ledgerRows(t, child.id))[0]!.at).toEqual(ticked);
  });

  it('two taps at once: one completion, one star', async () => {
    const { child, api } = await family();
    const entry = (await api.add({ ...BRUSH, day_of_week: 2, time_slot: 'morning' })).json();
    const answers = await Promise.all([api.complete(entry.id), api.complete(entry.id)]);
    expect(answers.map((r) => r.json().stars).sort()).toEqual([0, 1]);
    expect(await ledgerRows(t, child.id)).toHaveLength(1);
  });

  it("an activity's tick earns no star (its stars come with its result)", async () => {
    const { child, api } = await family();
    const [a] = await freeActivities(t);
    const entry = (await api.add({ activity_id: a!.id, day_of_week: 2, time_slot: 'morning' })).json();
    expect((await api.complete(entry.id)).json()).toMatchObject({ entry: { is_completed: true }, stars: 0 });
    expect(await ledgerRows(t, child.id)).toEqual([]);
  });

  it('milestones count routine entries like any other: a day of them completed is a full day', async () => {
    const { child, api } = await family();
    const [a] = await freeActivities(t);
    const game = (await api.add({ activity_id: a!.id, day_of_week: 2, time_slot: 'afternoon' })).json();
    const brush = (await api.add({ ...BRUSH, day_of_week: 2, time_slot: 'morning' })).json();
    expect(
      (await api.complete(brush.id)).json().new_rewards.map((r: { reward_title: string }) => r.reward_title),
    ).toEqual(['Primeira estrela']);
    const titles = (await api.complete(game.id))
      .json()
      .new_rewards.map((r: { reward_title: string }) => r.reward_title);
    expect(titles).toContain('Dia completo');
    expect(await rewardMilestones(t, child.id)).toEqual(expect.arrayContaining(['first_completion', 'full_day']));
  });

  it('a result saved with a routine entry’s id completes nothing, as for an entry of another activity', async () => {
    const { parent, child, api } = await family();
    const [a] = await freeActivities(t);
    const entry = (await api.add({ ...BRUSH, day_of_week: 2, time_slot: 'morning' })).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/progress`,
      headers: keyed({ cookie: parent.cookie }),
      payload: { activity_id: a!.id, score: 90, seconds_spent: 60, schedule_entry_id: entry.id },
    });
    expect(res.statusCode).toBe(201);
    expect(await completionCount(t, entry.id)).toBe(0);
    expect((await ledgerRows(t, child.id)).filter((r) => r.reason === 'routine')).toEqual([]);
    expect((await api.list()).json()[0]).toMatchObject({ id: entry.id, is_completed: false });
  });
});
