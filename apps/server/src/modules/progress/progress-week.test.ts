import { fromLocal } from '@neurobridge/shared/domain/time';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, grantAccess } from '../../../test/child-factories';
import { createAdminToken, createUser, sessionCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { progressEntries } from '../../db/schema/activities';
import { completionCount, freeActivities, rewardMilestones, scheduleCalls } from '../schedule/schedule-testing';
import { keyed } from '../../../test/idempotency-key';

// A result saved from the week completes its calendar entry (docs/product.md#recording-progress),
// and every total sums the seconds recorded (docs/product.md#score-and-time).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function family() {
  t.clock.set(fromLocal(2031, 3, 11, 10));
  const user = await createUser(t.db);
  const child = await createChild(t.db, user.id);
  const cookie = await sessionCookie(t, user.id);
  return { user, child, cookie, week: scheduleCalls(t, cookie, child.id) };
}

function save(cookie: string, childId: number, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/children/${childId}/progress`,
    headers: keyed({ cookie }),
    payload,
  });
}

async function savedCount(childId: number) {
  const [row] = await t.db.select({ n: count() }).from(progressEntries).where(eq(progressEntries.childId, childId));
  return row!.n;
}

describe('a scheduled activity played from the week', () => {
  it('completes its entry once, with the rewards of a tick; played again it stays completed once', async () => {
    const { child, cookie, week } = await family();
    const [a] = await freeActivities(t);
    const entry = (await week.add({ activity_id: a!.id, day_of_week: 2, time_slot: 'morning' })).json();
    const played = { activity_id: a!.id, score: 90, seconds_spent: 75, schedule_entry_id: entry.id };
    expect((await save(cookie, child.id, played)).statusCode).toBe(201);
    expect((await week.list()).json()[0]).toMatchObject({ id: entry.id, is_completed: true, streak_count: 1 });
    expect(await completionCount(t, entry.id)).toBe(1);
    const rewards = await rewardMilestones(t, child.id);
    expect(rewards).toContain('first_completion');

    expect((await save(cookie, child.id, played)).statusCode).toBe(201);
    expect(await completionCount(t, entry.id)).toBe(1);
    expect(await rewardMilestones(t, child.id)).toEqual(rewards);
    expect(await savedCount(child.id)).toBe(2);
    // A tick afterwards finds it done and grants nothing more.
    expect((await week.complete(entry.id)).json().new_rewards).toEqual([]);
  });

  it('a professional with access who plays it from the week completes it too', async () => {
    const { child, week } = await family();
    const pro = await createUser(t.db);
    await grantAccess(t.db, child, pro.id);
    const [a] = await freeActivities(t);
    const entry = (await week.add({ activity_id: a!.id, day_of_week: 3, time_slot: 'evening' })).json();
    const res = await save(await sessionCookie(t, pro.id), child.id, {
      activity_id: a!.id,
      seconds_spent: 30,
      schedule_entry_id: entry.id,
    });
    expect(res.statusCode).toBe(201);
    expect(await completionCount(t, entry.id)).toBe(1);
  });

  it("another child's entry, another parent's entry or another activity's entry completes nothing", async () => {
    const { user, child, cookie, week } = await family();
    const [a, b] = await freeActivities(t, 2);
    const mine = (await week.add({ activity_id: a!.id, day_of_week: 1, time_slot: 'morning' })).json();
    const sibling = await createChild(t.db, user.id);
    const other = await family();
    const theirs = (await other.week.add({ activity_id: a!.id, day_of_week: 1, time_slot: 'morning' })).json();

    // The sibling has no such entry: the result is saved, no calendar entry is touched.
    const siblingRes = await save(cookie, sibling.id, {
      activity_id: a!.id,
      seconds_spent: 60,
      schedule_entry_id: mine.id,
    });
    expect(siblingRes.statusCode).toBe(201);
    // Another family's entry id: nothing of theirs is written.
    expect(
      (await save(cookie, child.id, { activity_id: a!.id, seconds_spent: 60, schedule_entry_id: theirs.id }))
        .statusCode,
    ).toBe(201);
    // The entry of another activity is not completed by playing this one.
    expect(
      (await save(cookie, child.id, { activity_id: b!.id, seconds_spent: 60, schedule_entry_id: mine.id })).statusCode,
    ).toBe(201);

    expect(await completionCount(t, mine.id)).toBe(0);
    expect(await completionCount(t, theirs.id)).toBe(0);
    expect(await rewardMilestones(t, child.id)).toEqual([]);
    expect(await rewardMilestones(t, other.child.id)).toEqual([]);
    expect((await other.week.list()).json()[0]).toMatchObject({ id: theirs.id, is_completed: false });
  });

  it('played without the week, the same activity leaves the entry to be ticked by hand', async () => {
    const { child, cookie, week } = await family();
    const [a] = await freeActivities(t);
    const entry = (await week.add({ activity_id: a!.id, day_of_week: 4, time_slot: 'afternoon' })).json();
    expect((await save(cookie, child.id, { activity_id: a!.id, seconds_spent: 60 })).statusCode).toBe(201);
    expect(await completionCount(t, entry.id)).toBe(0);
  });
});

describe('time spent in the totals', () => {
  it('ten games of 60 s read 10 min in the report, ten of 25 s read 4 min (not 10)', async () => {
    const { child, cookie } = await family();
    const [a] = await freeActivities(t);
    for (let i = 0; i < 10; i++) await save(cookie, child.id, { activity_id: a!.id, score: 80, seconds_spent: 60 });
    const report = async () =>
      (
        await t.app.inject({ method: 'GET', url: `/api/children/${child.id}/progress-report`, headers: { cookie } })
      ).json();
    expect((await report()).progress).toMatchObject({ totalTimeSpent: 10, totalSecondsSpent: 600 });
    expect((await report()).reportText).toContain('e 10 min de prática.');

    const { child: short, cookie: shortCookie } = await family();
    for (let i = 0; i < 10; i++)
      await save(shortCookie, short.id, { activity_id: a!.id, score: 80, seconds_spent: 25 });
    const shortReport = (
      await t.app.inject({
        method: 'GET',
        url: `/api/children/${short.id}/progress-report`,
        headers: { cookie: shortCookie },
      })
    ).json();
    expect(shortReport.progress).toMatchObject({ totalTimeSpent: 4, totalSecondsSpent: 250 });
  });

  it("the therapist's CSV gives each entry's minutes to a tenth, and the admin's user totals round once", async () => {
    const { user, child, cookie } = await family();
    const [a] = await freeActivities(t);
    for (let i = 0; i < 10; i++) await save(cookie, child.id, { activity_id: a!.id, score: 80, seconds_spent: 25 });
    await save(cookie, child.id, { activity_id: a!.id, score: 80, seconds_spent: 90 });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/children/${child.id}/progress.csv`,
      headers: { cookie },
    });
    const minutes = csv.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(';')[4]);
    expect(minutes).toEqual(['1,5', ...Array(10).fill('0,4')]);

    const admin = await createAdminToken(t);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}`,
      headers: { cookie: `nb_admin=${admin}` },
    });
    // 340 s: 6 min, 1 min per completed activity (11 × "1 min" before).
    expect(detail.json()).toMatchObject({ total_time_spent: 6, average_time_per_activity: 1 });
    const progress = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/${user.id}/progress`,
      headers: { cookie: `nb_admin=${admin}` },
    });
    expect(progress.json().children[0].summary).toMatchObject({ total_time: 6, completed: 11 });
  });
});
