import { PROGRESS_DAILY_LIMIT } from '@neurobridge/shared/api/progress';
import { fromLocal } from '@neurobridge/shared/domain/time';
import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, grantAccess } from '../../../test/child-factories';
import { createUser, sessionCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { JOB_NAMES } from '../../jobs/background-jobs';
import { progressEntries } from '../../db/schema/activities';
import { idempotencyKeys } from '../../db/schema/requests';
import { completionCount, freeActivities, rewardMilestones, scheduleCalls } from '../schedule/schedule-testing';

// A result is recorded once per Idempotency-Key and child, forever: the key is kept on the row, so
// a device that sends its queue again days later, when the idempotency store has long dropped the
// key, gets the first answer and nothing is written twice (docs/product.md#recording-progress,
// docs/product.md#offline-play). The clock only moves forward here: the hourly housekeeping drops
// the day-old keys when it runs.

let t: TestApp;
let activityId: number;
beforeAll(async () => {
  t = await createTestApp();
  activityId = (await freeActivities(t))[0]!.id;
  t.clock.set(fromLocal(2031, 3, 11, 10)); // a Tuesday, 10:00 in São Paulo
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let keys = 0;
const newKey = () => `progress-once-${++keys}-${Date.now()}`;

async function family() {
  const user = await createUser(t.db);
  const child = await createChild(t.db, user.id);
  return { user, child, cookie: await sessionCookie(t, user.id) };
}

function save(cookie: string, childId: number, payload: object, key: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/children/${childId}/progress`,
    headers: { cookie, 'idempotency-key': key },
    payload,
  });
}

async function rows(childId: number) {
  return t.db
    .select()
    .from(progressEntries)
    .where(eq(progressEntries.childId, childId))
    .orderBy(asc(progressEntries.id));
}

/** Days later: the housekeeping has dropped the key from the idempotency store. */
async function daysLater(days: number, key: string) {
  t.clock.advance(days * DAY);
  expect(await t.app.jobs.run(JOB_NAMES.housekeeping)).toBe(true);
  expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
}

describe('the same key sent again after the idempotency store dropped it', () => {
  it('3 days later: the first answer again; no second row, week completion, reward or quota count', async () => {
    const { user, child, cookie } = await family();
    const week = scheduleCalls(t, cookie, child.id);
    const entry = (await week.add({ activity_id: activityId, day_of_week: 2, time_slot: 'morning' })).json();
    const played = {
      activity_id: activityId,
      score: 80,
      seconds_spent: 95,
      schedule_entry_id: entry.id,
      played_at: new Date(t.clock.now().getTime() - HOUR).toISOString(),
    };
    const key = newKey();
    const first = await save(cookie, child.id, played, key);
    expect(first.statusCode).toBe(201);
    const rewards = await rewardMilestones(t, child.id);
    expect(rewards).toContain('first_completion');

    await daysLater(3, key);
    const again = await save(await sessionCookie(t, user.id), child.id, played, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rows(child.id)).toHaveLength(1);
    expect(await completionCount(t, entry.id)).toBe(1);
    expect(await rewardMilestones(t, child.id)).toEqual(rewards);
    // Kept in the store again: a third send is the store's replay.
    const third = await save(await sessionCookie(t, user.id), child.id, played, key);
    expect(third.headers['idempotent-replayed']).toBe('true');
    expect(third.json()).toEqual(first.json());
  });

  it('31 days later, its day full: still the first answer, not a refusal of the played_at or the quota', async () => {
    const { user, child, cookie } = await family();
    const playedAt = new Date(t.clock.now().getTime() - HOUR);
    const played = { activity_id: activityId, seconds_spent: 30, played_at: playedAt.toISOString() };
    const key = newKey();
    const first = await save(cookie, child.id, played, key);
    expect(first.statusCode).toBe(201);
    const filler = { childId: child.id, activityTitle: 'x', activityCategory: 'focus', status: 'completed' };
    await t.db
      .insert(progressEntries)
      .values(Array.from({ length: PROGRESS_DAILY_LIMIT }, () => ({ ...filler, completionDate: playedAt })));

    await daysLater(31, key);
    const again = await save(await sessionCookie(t, user.id), child.id, played, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await rows(child.id)).toHaveLength(PROGRESS_DAILY_LIMIT + 1);
  });

  it('sent three times at once: one row; each answer is that row or "still running"', async () => {
    const { user, child, cookie } = await family();
    const played = { activity_id: activityId, score: 60, seconds_spent: 40 };
    const key = newKey();
    const first = await save(cookie, child.id, played, key);
    await daysLater(2, key);
    const fresh = await sessionCookie(t, user.id);
    const answers = await Promise.all([1, 2, 3].map(() => save(fresh, child.id, played, key)));
    for (const a of answers) {
      expect([201, 409]).toContain(a.statusCode);
      if (a.statusCode === 201) expect(a.json()).toEqual(first.json());
    }
    expect(answers.some((a) => a.statusCode === 201)).toBe(true);
    expect(await rows(child.id)).toHaveLength(1);
  });
});

describe('the key on the row', () => {
  it('is kept with the result', async () => {
    const { child, cookie } = await family();
    const key = newKey();
    expect((await save(cookie, child.id, { activity_id: activityId, seconds_spent: 30 }, key)).statusCode).toBe(201);
    expect((await rows(child.id)).map((r) => r.idempotencyKey)).toEqual([key]);
  });

  it('sent by the parent and a professional at once (two accounts, one child): one row, one completion', async () => {
    const { child, cookie } = await family();
    const pro = await createUser(t.db);
    await grantAccess(t.db, child, pro.id);
    const week = scheduleCalls(t, cookie, child.id);
    const entry = (await week.add({ activity_id: activityId, day_of_week: 3, time_slot: 'evening' })).json();
    const played = { activity_id: activityId, seconds_spent: 50, schedule_entry_id: entry.id };
    const key = newKey();
    const answers = await Promise.all([
      save(cookie, child.id, played, key),
      save(await sessionCookie(t, pro.id), child.id, played, key),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const [row, ...more] = await rows(child.id);
    expect(more).toEqual([]);
    expect(answers.map((a) => a.json().id)).toEqual([row!.id, row!.id]);
    expect(await completionCount(t, entry.id)).toBe(1);
  });

  it("is one child's: the same key from another family is that child's own result", async () => {
    const one = await family();
    const other = await family();
    const key = newKey();
    const played = { activity_id: activityId, seconds_spent: 30 };
    const a = await save(one.cookie, one.child.id, played, key);
    const b = await save(other.cookie, other.child.id, played, key);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toMatchObject({ child_profile_id: other.child.id });
    const [n] = await t.db.select({ n: count() }).from(progressEntries).where(eq(progressEntries.idempotencyKey, key));
    expect(n!.n).toBe(2);
  });
});
