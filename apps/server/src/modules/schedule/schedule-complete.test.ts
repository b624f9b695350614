import { fromLocal } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createUser, sessionCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { completionCount, freeActivities, rewardMilestones, scheduleCalls } from './schedule-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** A parent and child at a São Paulo time; `calls()` signs in again after the clock moved (sessions go idle). */
async function familyAt(at: Date) {
  t.clock.set(at);
  const user = await createUser(t.db);
  const child = await createChild(t.db, user.id);
  const calls = async () => scheduleCalls(t, await sessionCookie(t, user.id), child.id);
  return { user, child, calls };
}

async function addEntries(api: ReturnType<typeof scheduleCalls>, slots: [number, string][]) {
  const [a] = await freeActivities(t);
  const ids: number[] = [];
  for (const [day, slot] of slots) {
    ids.push((await api.add({ activity_id: a!.id, day_of_week: day, time_slot: slot })).json().id);
  }
  return ids;
}

const titles = (res: { json(): { new_rewards: { reward_title: string }[] } }) =>
  res.json().new_rewards.map((r) => r.reward_title);

describe('POST /schedule/{entryId}/complete: the week, streaks and rewards (docs/product.md#streaks-and-rewards)', () => {
  it('completes an entry for this week and grants each milestone when reached, once', async () => {
    const { child, calls } = await familyAt(fromLocal(2031, 3, 11, 10));
    const api = await calls();
    const [mon1, mon2, tue, wed, thu] = await addEntries(api, [
      [1, 'morning'],
      [1, 'evening'],
      [2, 'morning'],
      [3, 'morning'],
      [4, 'morning'],
    ]);
    const first = await api.complete(mon1!);
    expect(first.statusCode).toBe(200);
    expect(first.json().entry).toMatchObject({ id: mon1, is_completed: true, streak_count: 1, reward_earned: true });
    expect(first.json().new_rewards).toEqual([
      {
        id: expect.any(Number),
        reward_icon: '⭐',
        reward_title: 'Primeira estrela',
        reward_description: 'Completou a primeira atividade do cronograma.',
        earned_at: t.clock.now().toISOString(),
      },
    ]);
    // Completing it again this week is ignored: nothing written, nothing granted.
    const again = await api.complete(mon1!);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ entry: { is_completed: true, streak_count: 1 }, new_rewards: [] });
    expect(await completionCount(t, mon1!)).toBe(1);

    t.clock.advance(60_000);
    expect(titles(await api.complete(mon2!))).toEqual(['Dia completo']);
    const tueRes = await api.complete(tue!); // 3 of 5: 60 %
    expect(tueRes.json()).toMatchObject({ entry: { reward_earned: false }, new_rewards: [] });
    t.clock.advance(60_000);
    expect(titles(await api.complete(wed!))).toEqual(['Semana quase perfeita']); // 4 of 5: 80 %
    // A full day and 80 % again: never twice.
    expect(titles(await api.complete(thu!))).toEqual([]);
    expect(await rewardMilestones(t, child.id)).toEqual(['first_completion', 'full_day', 'week_80']);

    const list = (await api.list()).json();
    expect(list.map((e: { reward_earned: boolean }) => e.reward_earned)).toEqual([true, true, false, true, false]);
    const rewards = await api.rewards();
    expect(rewards.statusCode).toBe(200);
    expect(rewards.json().map((r: { reward_title: string }) => r.reward_title)).toEqual([
      'Semana quase perfeita',
      'Dia completo',
      'Primeira estrela',
    ]);
  });

  it('Saturday 23:59 → Sunday 00:00 São Paulo starts a new week; streaks of 3 and 5; a missed week breaks it', async () => {
    const { child, calls } = await familyAt(fromLocal(2031, 3, 15, 23, 59)); // a Saturday
    let api = await calls();
    const [entry, other] = await addEntries(api, [
      [6, 'evening'],
      [0, 'morning'],
    ]);
    expect((await api.complete(entry!)).json().entry).toMatchObject({ is_completed: true, streak_count: 1 });

    t.clock.advance(60_000); // Sunday 00:00: a new week
    let [row] = (await api.list()).json().filter((e: { id: number }) => e.id === entry);
    expect(row).toMatchObject({ is_completed: false, streak_count: 1, reward_earned: false });
    expect((await api.complete(entry!)).json().entry).toMatchObject({ is_completed: true, streak_count: 2 });

    t.clock.advance(WEEK);
    api = await calls();
    const third = await api.complete(entry!);
    expect(third.json().entry).toMatchObject({ streak_count: 3, reward_earned: true });
    expect(titles(third)).toEqual(['Três semanas seguidas']);

    t.clock.advance(WEEK);
    api = await calls();
    await api.complete(entry!);
    t.clock.advance(WEEK);
    api = await calls();
    const fifth = await api.complete(entry!);
    expect(fifth.json().entry.streak_count).toBe(5);
    expect(titles(fifth)).toEqual(['Cinco semanas seguidas']);

    // A whole week without it: the streak is gone, and starts again at 1.
    t.clock.advance(2 * WEEK);
    api = await calls();
    [row] = (await api.list()).json().filter((e: { id: number }) => e.id === entry);
    expect(row).toMatchObject({ is_completed: false, streak_count: 0 });
    expect((await api.complete(entry!)).json().entry.streak_count).toBe(1);
    // The other entry's streak is its own.
    expect((await api.complete(other!)).json().entry.streak_count).toBe(1);
    // Saturday's only entry made a full day at once; both entries done made the 80 %.
    expect(await rewardMilestones(t, child.id)).toEqual([
      'first_completion',
      'full_day',
      'streak_3',
      'streak_5',
      'week_80',
    ]);
  });

  it('two concurrent completions grant each milestone once', async () => {
    const { child, calls } = await familyAt(fromLocal(2031, 6, 3, 9));
    const api = await calls();
    const [a, b] = await addEntries(api, [
      [2, 'morning'],
      [2, 'afternoon'],
    ]);
    const [ra, rb] = await Promise.all([api.complete(a!), api.complete(b!)]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    const granted = [...titles(ra), ...titles(rb)].sort();
    // The second completion saw the first: the day is full and the week at 100 %.
    expect(granted).toEqual(['Dia completo', 'Primeira estrela', 'Semana quase perfeita']);
    expect((await rewardMilestones(t, child.id)).sort()).toEqual(['first_completion', 'full_day', 'week_80']);

    const same = await Promise.all([api.complete(a!), api.complete(a!)]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await completionCount(t, a!)).toBe(1);
  });

  it('two concurrent first completions of one entry: one completion, one reward', async () => {
    const { child, calls } = await familyAt(fromLocal(2031, 6, 10, 9));
    const api = await calls();
    const [a] = await addEntries(api, [
      [1, 'morning'],
      [1, 'evening'],
      [3, 'morning'],
    ]);
    const results = await Promise.all([api.complete(a!), api.complete(a!)]);
    expect(results.flatMap(titles)).toEqual(['Primeira estrela']);
    expect(await completionCount(t, a!)).toBe(1);
    expect(await rewardMilestones(t, child.id)).toEqual(['first_completion']);
  });

  it('an unknown entry or another child’s is 404 and writes nothing; removing an entry keeps its rewards', async () => {
    const { user, child, calls } = await familyAt(fromLocal(2031, 7, 1, 9));
    const api = await calls();
    const sibling = await createChild(t.db, user.id);
    const [theirs] = await addEntries(scheduleCalls(t, await sessionCookie(t, user.id), sibling.id), [[1, 'morning']]);
    const notFound = await api.complete(theirs!);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ error: 'Atividade do cronograma não encontrada.' });
    expect((await api.complete(999999)).statusCode).toBe(404);
    expect((await api.complete('0')).statusCode).toBe(400);
    expect(await completionCount(t, theirs!)).toBe(0);
    expect(await rewardMilestones(t, child.id)).toEqual([]);

    const [mine] = await addEntries(api, [[1, 'morning']]);
    await api.complete(mine!);
    expect((await api.remove(mine!)).statusCode).toBe(204);
    expect((await api.rewards()).json()).toHaveLength(3);
  });
});
