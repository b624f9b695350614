import { COMPLETED_AT_INVALID, COMPLETED_AT_TOO_OLD } from '@neurobridge/shared/domain/played-at';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createUser, sessionCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { rewards, scheduleCompletions } from '../../db/schema/schedule';
import { completionCount, freeActivities, rewardMilestones, scheduleCalls } from './schedule-testing';

// A tick may say when it was made (`completed_at`): a tick made offline and sent later counts for
// the São Paulo week it was made in (docs/product.md#offline-play, docs/product.md#calendar).

let t: TestApp;
let activityId: number;
beforeAll(async () => {
  t = await createTestApp();
  activityId = (await freeActivities(t))[0]!.id;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const WEEK = 7 * DAY;
/** Tuesday 11 March 2031, 10:00 in São Paulo; its week started on Sunday the 9th. */
const TUESDAY = fromLocal(2031, 3, 11, 10);
/** The Saturday before, 19:00: the last evening of the week before. */
const SATURDAY = fromLocal(2031, 3, 8, 19);

/**
 * A family with one entry on Saturday evening (a day with one entry: a full day with it);
 * `signInAgain()` after the clock moved on (sessions go idle).
 */
async function family(at = TUESDAY) {
  t.clock.set(at);
  const user = await createUser(t.db);
  const child = await createChild(t.db, user.id);
  let cookie = await sessionCookie(t, user.id);
  const week = scheduleCalls(t, cookie, child.id);
  const entry = (await week.add({ activity_id: activityId, day_of_week: 6, time_slot: 'evening' })).json();
  const tick = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/schedule/${entry.id}/complete`,
      headers: { cookie },
      payload: payload as object,
    });
  const signInAgain = async () => {
    cookie = await sessionCookie(t, user.id);
  };
  return { user, child, week, entryId: entry.id as number, tick, signInAgain };
}

async function completions(entryId: number) {
  const rows = await t.db
    .select()
    .from(scheduleCompletions)
    .where(eq(scheduleCompletions.entryId, entryId))
    .orderBy(asc(scheduleCompletions.weekStart));
  return rows.map((c) => [String(c.weekStart), c.completedAt.toISOString()]);
}

describe('completed_at: when the tick was made', () => {
  it('earlier this week: completes this week, dated when it was ticked', async () => {
    const { tick, entryId } = await family();
    const monday = new Date(TUESDAY.getTime() - DAY);
    const res = await tick({ completed_at: monday.toISOString() });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ id: entryId, is_completed: true, streak_count: 1, reward_earned: true });
    expect(res.json().new_rewards.map((r: { earned_at: string }) => r.earned_at)).toEqual([
      monday.toISOString(),
      monday.toISOString(),
      monday.toISOString(),
    ]);
    expect(await completions(entryId)).toEqual([['2031-03-09', monday.toISOString()]]);
  });

  it("ahead of the server's clock (a fast device clock): counted as now, never refused", async () => {
    const { tick, entryId } = await family();
    const res = await tick({ completed_at: new Date(TUESDAY.getTime() + 2 * DAY).toISOString() });
    expect(res.statusCode).toBe(200);
    expect(await completions(entryId)).toEqual([['2031-03-09', TUESDAY.toISOString()]]);
  });

  it('without a body, or with an empty one, the server’s time as before', async () => {
    const { tick, week, entryId } = await family();
    expect((await tick({})).statusCode).toBe(200);
    expect((await week.complete(entryId)).statusCode).toBe(200);
    expect(await completions(entryId)).toEqual([['2031-03-09', TUESDAY.toISOString()]]);
  });

  it("last Saturday, sent on Tuesday: completes last week's entry, answers this week's, rewards dated Saturday", async () => {
    const { child, tick, week, entryId } = await family();
    const res = await tick({ completed_at: SATURDAY.toISOString() });
    expect(res.statusCode).toBe(200);
    // The answer is the entry as this week shows it: still to do, last week's streak showing.
    expect(res.json().entry).toMatchObject({ id: entryId, is_completed: false, streak_count: 1, reward_earned: false });
    expect(res.json().new_rewards.map((r: { reward_title: string }) => r.reward_title)).toEqual([
      'Primeira estrela',
      'Dia completo',
      'Semana quase perfeita',
    ]);
    expect(await completions(entryId)).toEqual([['2031-03-02', SATURDAY.toISOString()]]);
    const earned = await t.db.select().from(rewards).where(eq(rewards.childId, child.id));
    expect(earned.map((r) => r.earnedAt.toISOString())).toEqual(Array(3).fill(SATURDAY.toISOString()));
    expect((await week.list()).json()[0]).toMatchObject({ id: entryId, is_completed: false, streak_count: 1 });

    // Sent again (a retry after a lost answer): nothing more written, nothing granted.
    const again = await tick({ completed_at: SATURDAY.toISOString() });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ entry: { is_completed: false, streak_count: 1 }, new_rewards: [] });
    expect(await completionCount(t, entryId)).toBe(1);

    // Ticked this week too: both weeks count.
    expect((await tick(undefined)).json().entry).toMatchObject({ is_completed: true, streak_count: 2 });
  });

  it('a late tick that joins the weeks before and after it reaches their whole streak', async () => {
    const { child, tick, entryId, signInAgain } = await family(new Date(TUESDAY.getTime() - 2 * WEEK));
    expect((await tick(undefined)).statusCode).toBe(200); // two weeks ago
    t.clock.set(TUESDAY);
    await signInAgain();
    const thisWeek = await tick(undefined);
    expect(thisWeek.json().entry).toMatchObject({ is_completed: true, streak_count: 1 });
    // Last week's tick, made offline on Saturday, arrives now: three weeks in a row.
    const late = await tick({ completed_at: SATURDAY.toISOString() });
    expect(late.statusCode).toBe(200);
    expect(late.json().entry).toMatchObject({ id: entryId, is_completed: true, streak_count: 3 });
    expect(late.json().new_rewards.map((r: { reward_title: string }) => r.reward_title)).toEqual([
      'Três semanas seguidas',
    ]);
    expect(await rewardMilestones(t, child.id)).toEqual(['first_completion', 'full_day', 'week_80', 'streak_3']);
  });

  it('exactly 30 days back is accepted; further back a pt-BR 400 naming the field, nothing written', async () => {
    const { child, tick, entryId } = await family();
    const old = await tick({ completed_at: new Date(TUESDAY.getTime() - 30 * DAY - 1000).toISOString() });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ error: COMPLETED_AT_TOO_OLD, fields: { completed_at: COMPLETED_AT_TOO_OLD } });
    expect(await completionCount(t, entryId)).toBe(0);
    expect(await rewardMilestones(t, child.id)).toEqual([]);
    const limit = new Date(TUESDAY.getTime() - 30 * DAY);
    expect((await tick({ completed_at: limit.toISOString() })).statusCode).toBe(200);
    expect(await completionCount(t, entryId)).toBe(1);
  });

  it.each([
    ['not a date', { completed_at: 'ontem' }, COMPLETED_AT_INVALID],
    ['a date without a time', { completed_at: '2031-03-10' }, COMPLETED_AT_INVALID],
    ['an impossible day', { completed_at: '2031-02-30T10:00:00Z' }, COMPLETED_AT_INVALID],
    ['a number', { completed_at: 1_900_000_000_000 }, COMPLETED_AT_INVALID],
    ['an unknown field', { completed: true }, 'Campo não permitido'],
    ['not an object', [TUESDAY.toISOString()], 'objeto'],
  ])('%s: a pt-BR 400 and nothing written', async (_name, payload, error) => {
    const { child, tick, entryId } = await family();
    const res = await tick(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(error);
    expect(await completionCount(t, entryId)).toBe(0);
    expect(await rewardMilestones(t, child.id)).toEqual([]);
  });
});
