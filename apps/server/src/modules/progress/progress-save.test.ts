import { PROGRESS_DAILY_LIMIT, PROGRESS_DAILY_LIMIT_REACHED } from '@neurobridge/shared/api/progress';
import { PLAYED_AT_INVALID, PLAYED_AT_TOO_OLD } from '@neurobridge/shared/domain/played-at';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createUser, sessionCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { progressEntries } from '../../db/schema/activities';
import { scheduleCompletions } from '../../db/schema/schedule';
import { KEY_REQUIRED, KEY_REUSED } from '../../plugins/idempotency';
import { completionCount, freeActivities, rewardMilestones, scheduleCalls } from '../schedule/schedule-testing';

// The save of a result (docs/product.md#recording-progress): done once per Idempotency-Key
// (docs/product.md#idempotency), dated by the moment it was played on the device (`played_at`).

let t: TestApp;
let activityId: number;
beforeAll(async () => {
  t = await createTestApp();
  activityId = (await freeActivities(t))[0]!.id;
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Tuesday 11 March 2031, 10:00 in São Paulo; its week started on Sunday the 9th. */
const TUESDAY = fromLocal(2031, 3, 11, 10);

let keys = 0;
const newKey = () => `progress-save-${++keys}-${Date.now()}`;

async function family() {
  t.clock.set(TUESDAY);
  const user = await createUser(t.db);
  const child = await createChild(t.db, user.id);
  const cookie = await sessionCookie(t, user.id);
  return { user, child, cookie, week: scheduleCalls(t, cookie, child.id) };
}

function save(cookie: string, childId: number, payload: object, key: string | null = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/children/${childId}/progress`,
    headers: key === null ? { cookie } : { cookie, 'idempotency-key': key },
    payload,
  });
}

async function saved(childId: number) {
  return t.db
    .select()
    .from(progressEntries)
    .where(eq(progressEntries.childId, childId))
    .orderBy(asc(progressEntries.id));
}

async function savedCount(childId: number) {
  const [row] = await t.db.select({ n: count() }).from(progressEntries).where(eq(progressEntries.childId, childId));
  return row!.n;
}

describe('a save repeated with the same Idempotency-Key', () => {
  it('sent twice in a row makes one row, answers the same entry, completes the week and rewards once', async () => {
    const { child, cookie, week } = await family();
    const entry = (await week.add({ activity_id: activityId, day_of_week: 2, time_slot: 'morning' })).json();
    const played = { activity_id: activityId, score: 90, seconds_spent: 75, schedule_entry_id: entry.id };
    const key = newKey();
    const first = await save(cookie, child.id, played, key);
    expect(first.statusCode).toBe(201);
    const rewards = await rewardMilestones(t, child.id);
    expect(rewards).toContain('first_completion');

    const again = await save(cookie, child.id, played, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await savedCount(child.id)).toBe(1);
    expect(await completionCount(t, entry.id)).toBe(1);
    expect(await rewardMilestones(t, child.id)).toEqual(rewards);
  });

  it('sent twice at once makes one row; the one that waited gets the first answer on its retry', async () => {
    const { child, cookie } = await family();
    const played = { activity_id: activityId, score: 70, seconds_spent: 40 };
    const key = newKey();
    const answers = await Promise.all([save(cookie, child.id, played, key), save(cookie, child.id, played, key)]);
    expect(await savedCount(child.id)).toBe(1);
    const [row] = await saved(child.id);
    // Each is the saved entry, or "still running" (409) for the one that came while the first ran.
    for (const a of answers) {
      expect([201, 409]).toContain(a.statusCode);
      if (a.statusCode === 201) expect(a.json()).toMatchObject({ id: row!.id });
    }
    expect(answers.some((a) => a.statusCode === 201)).toBe(true);
    const retry = await save(cookie, child.id, played, key);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toMatchObject({ id: row!.id, score: 70, seconds_spent: 40 });
    expect(await savedCount(child.id)).toBe(1);
  });

  it('with another body is refused with 422 and writes nothing', async () => {
    const { child, cookie } = await family();
    const key = newKey();
    expect(
      (await save(cookie, child.id, { activity_id: activityId, score: 50, seconds_spent: 30 }, key)).statusCode,
    ).toBe(201);
    const other = await save(cookie, child.id, { activity_id: activityId, score: 60, seconds_spent: 30 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: KEY_REUSED });
    expect(await savedCount(child.id)).toBe(1);
  });

  it('without a key is refused with 400 and writes nothing', async () => {
    const { child, cookie } = await family();
    const res = await save(cookie, child.id, { activity_id: activityId, score: 50, seconds_spent: 30 }, null);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: KEY_REQUIRED });
    expect(await savedCount(child.id)).toBe(0);
  });

  it('a new key is a new result: two games, two rows', async () => {
    const { child, cookie } = await family();
    const played = { activity_id: activityId, score: 50, seconds_spent: 30 };
    expect((await save(cookie, child.id, played)).statusCode).toBe(201);
    expect((await save(cookie, child.id, played)).statusCode).toBe(201);
    expect(await savedCount(child.id)).toBe(2);
  });
});

describe('played_at, the moment the game ended on the device', () => {
  it('dates the entry; without it the entry is dated by the server', async () => {
    const { child, cookie } = await family();
    const yesterday = new Date(TUESDAY.getTime() - DAY);
    const res = await save(cookie, child.id, {
      activity_id: activityId,
      seconds_spent: 30,
      played_at: yesterday.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().completion_date).toBe(yesterday.toISOString());
    const old = await save(cookie, child.id, { activity_id: activityId, seconds_spent: 30 });
    expect(old.json().completion_date).toBe(TUESDAY.toISOString());
    // With an offset too: 07:00 in São Paulo is 10:00 UTC.
    const local = await save(cookie, child.id, {
      activity_id: activityId,
      seconds_spent: 30,
      played_at: '2031-03-11T07:00:00-03:00',
    });
    expect(local.json().completion_date).toBe('2031-03-11T10:00:00.000Z');
    expect((await saved(child.id)).map((r) => r.completionDate.toISOString())).toEqual([
      yesterday.toISOString(),
      TUESDAY.toISOString(),
      '2031-03-11T10:00:00.000Z',
    ]);
  });

  it("ahead of the server's clock (a fast device clock) it is recorded as the server's now, however far", async () => {
    const { child, cookie } = await family();
    const at = (ms: number) => ({
      activity_id: activityId,
      seconds_spent: 30,
      played_at: new Date(TUESDAY.getTime() + ms).toISOString(),
    });
    for (const ahead of [1000, 5 * MINUTE + 1000, 3 * DAY]) {
      const res = await save(cookie, child.id, at(ahead));
      expect(res.statusCode).toBe(201);
      expect(res.json().completion_date).toBe(TUESDAY.toISOString());
    }
    expect((await saved(child.id)).map((r) => r.completionDate.toISOString())).toEqual(
      Array.from({ length: 3 }, () => TUESDAY.toISOString()),
    );
  });

  it('up to 30 days back is accepted; beyond, or not a date, a 400 that names it and nothing is written', async () => {
    const { child, cookie } = await family();
    const at = (ms: number) => ({
      activity_id: activityId,
      seconds_spent: 30,
      played_at: new Date(TUESDAY.getTime() + ms).toISOString(),
    });
    expect((await save(cookie, child.id, at(-30 * DAY))).statusCode).toBe(201);
    const old = await save(cookie, child.id, at(-30 * DAY - 1000));
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ error: PLAYED_AT_TOO_OLD });
    for (const played_at of ['ontem', '2031-03-10', '2031-02-30T10:00:00Z']) {
      const bad = await save(cookie, child.id, { activity_id: activityId, seconds_spent: 30, played_at });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toContain(PLAYED_AT_INVALID);
    }
    expect(await savedCount(child.id)).toBe(1);
  });

  it("the daily quota counts the played day's results: yesterday full refuses yesterday, not today", async () => {
    const { child, cookie } = await family();
    const yesterday = new Date(TUESDAY.getTime() - DAY);
    const row = {
      childId: child.id,
      activityTitle: 'x',
      activityCategory: 'focus',
      status: 'completed',
      secondsSpent: 60,
      completionDate: yesterday,
    };
    await t.db.insert(progressEntries).values(Array.from({ length: PROGRESS_DAILY_LIMIT }, () => row));
    const late = await save(cookie, child.id, {
      activity_id: activityId,
      seconds_spent: 30,
      played_at: new Date(yesterday.getTime() + MINUTE).toISOString(),
    });
    expect(late.statusCode).toBe(429);
    expect(late.json()).toEqual({ error: PROGRESS_DAILY_LIMIT_REACHED });
    expect((await save(cookie, child.id, { activity_id: activityId, seconds_spent: 30 })).statusCode).toBe(201);
    expect(await savedCount(child.id)).toBe(PROGRESS_DAILY_LIMIT + 1);
  });

  it("played from the week last Saturday and saved on Tuesday, it completes last week's entry, not this week's", async () => {
    const { child, cookie, week } = await family();
    const entry = (await week.add({ activity_id: activityId, day_of_week: 6, time_slot: 'evening' })).json();
    const saturday = fromLocal(2031, 3, 8, 19);
    const res = await save(cookie, child.id, {
      activity_id: activityId,
      seconds_spent: 30,
      schedule_entry_id: entry.id,
      played_at: saturday.toISOString(),
    });
    expect(res.statusCode).toBe(201);
    const completions = await t.db.select().from(scheduleCompletions).where(eq(scheduleCompletions.entryId, entry.id));
    expect(completions.map((c) => [String(c.weekStart), c.completedAt.toISOString()])).toEqual([
      ['2031-03-02', saturday.toISOString()],
    ]);
    // This week it is still to do; the streak that ended last week shows.
    expect((await week.list()).json()[0]).toMatchObject({ id: entry.id, is_completed: false, streak_count: 1 });
    expect(await rewardMilestones(t, child.id)).toContain('first_completion');
    // This week's dashboard does not count it.
    const stats = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } });
    expect(stats.json()).toMatchObject({ completedThisWeek: 0 });
  });
});
