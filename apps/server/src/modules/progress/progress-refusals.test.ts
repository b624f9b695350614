import { PROGRESS_DAILY_LIMIT, PROGRESS_DAILY_LIMIT_REACHED } from '@neurobridge/shared/api/progress';
import { SCHEDULE_ENTRY_NOT_FOUND } from '@neurobridge/shared/api/schedule';
import { ACCOUNT_SUSPENDED, TERMS_REQUIRED, TERMS_REQUIRED_MESSAGE } from '@neurobridge/shared/api/errors';
import { PLAYED_AT_TOO_OLD } from '@neurobridge/shared/domain/played-at';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createAdminToken, createUser, sessionCookie } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { progressEntries } from '../../db/schema/activities';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { APP_SETTING_DEFAULTS } from '../settings/settings-service';
import { completionCount, freeActivities, premiumActivity, scheduleCalls } from '../schedule/schedule-testing';
import { ACTIVITY_LOCKED } from './progress-service';

// The answers a device's queue of results acts on (docs/product.md#offline-play): a refusal for a
// reason (a locked activity, a removed child, a played_at too old) is dropped and shown to the
// parent; the account's own state (terms to accept, a suspension) keeps the result for later, and
// a refused save frees its key, so the same key goes through once that is resolved. Each refusal
// writes nothing.

let t: TestApp;
let activityId: number;
beforeAll(async () => {
  t = await createTestApp();
  activityId = (await freeActivities(t))[0]!.id;
});
afterAll(() => t.close());

let keys = 0;
const newKey = () => `progress-refusal-${++keys}-${Date.now()}`;
const played = () => ({ activity_id: activityId, score: 70, seconds_spent: 45 });

function save(cookie: string, childId: number, payload: object, key = newKey()) {
  return t.app.inject({
    method: 'POST',
    url: `/api/children/${childId}/progress`,
    headers: { cookie, 'idempotency-key': key },
    payload,
  });
}

async function saved(childId: number) {
  const [row] = await t.db.select({ n: count() }).from(progressEntries).where(eq(progressEntries.childId, childId));
  return row!.n;
}

async function family(options: { consent?: boolean } = {}) {
  const user = await createUser(t.db, {}, options);
  const child = await createChild(t.db, user.id);
  return { user, child, cookie: await sessionCookie(t, user.id) };
}

describe('refused for a reason: the device drops the result and tells the parent', () => {
  it('a locked activity: 403 with the reason', async () => {
    const { child, cookie } = await family();
    const res = await save(cookie, child.id, { ...played(), activity_id: (await premiumActivity(t)).id });
    expect([res.statusCode, res.json()]).toEqual([403, { error: ACTIVITY_LOCKED }]);
    expect(await saved(child.id)).toBe(0);
  });

  it('a child removed meanwhile: 404 with the reason', async () => {
    const { child, cookie } = await family();
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/children/${child.id}`, headers: { cookie } });
    expect(removed.statusCode).toBe(200);
    const res = await save(cookie, child.id, played());
    expect([res.statusCode, res.json()]).toEqual([404, { error: CHILD_NOT_FOUND }]);
    expect(await saved(child.id)).toBe(0);
  });

  it('a week entry removed meanwhile: its tick is 404 with the reason', async () => {
    const { child, cookie } = await family();
    const week = scheduleCalls(t, cookie, child.id);
    const entry = (await week.add({ activity_id: activityId, day_of_week: 1, time_slot: 'morning' })).json();
    expect((await week.remove(entry.id)).statusCode).toBe(204);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/children/${child.id}/schedule/${entry.id}/complete`,
      headers: { cookie },
      payload: { completed_at: t.clock.now().toISOString() },
    });
    expect([res.statusCode, res.json()]).toEqual([404, { error: SCHEDULE_ENTRY_NOT_FOUND }]);
    expect(await completionCount(t, entry.id)).toBe(0);
  });

  it('played more than 30 days ago: 400 naming played_at', async () => {
    const { child, cookie } = await family();
    const old = new Date(t.clock.now().getTime() - 31 * 24 * 60 * 60 * 1000).toISOString();
    const res = await save(cookie, child.id, { ...played(), played_at: old });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: PLAYED_AT_TOO_OLD, fields: { played_at: PLAYED_AT_TOO_OLD } });
    expect(await saved(child.id)).toBe(0);
  });
});

describe('kept on the device and sent again later', () => {
  it("the child's day full: 429, and nothing written", async () => {
    const { child, cookie } = await family();
    const filler = { childId: child.id, activityTitle: 'x', activityCategory: 'focus', status: 'completed' };
    const now = t.clock.now();
    await t.db
      .insert(progressEntries)
      .values(Array.from({ length: PROGRESS_DAILY_LIMIT }, () => ({ ...filler, completionDate: now })));
    const res = await save(cookie, child.id, played());
    expect([res.statusCode, res.json()]).toEqual([429, { error: PROGRESS_DAILY_LIMIT_REACHED }]);
    expect(await saved(child.id)).toBe(PROGRESS_DAILY_LIMIT);
  });

  it('terms not accepted: 403 TERMS_REQUIRED; once accepted, the same key is recorded once', async () => {
    const { child, cookie } = await family({ consent: false });
    const key = newKey();
    const refused = await save(cookie, child.id, played(), key);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { error: TERMS_REQUIRED_MESSAGE, code: TERMS_REQUIRED },
    ]);
    expect(await saved(child.id)).toBe(0);
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/terms/accept',
      headers: { cookie },
      payload: { terms_version: APP_SETTING_DEFAULTS.terms_version },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await save(cookie, child.id, played(), key)).statusCode).toBe(201);
    expect((await save(cookie, child.id, played(), key)).statusCode).toBe(201);
    expect(await saved(child.id)).toBe(1);
  });

  it('the account suspended: 403 ACCOUNT_SUSPENDED; reactivated and signed in again, the same key is recorded once', async () => {
    const { user, child, cookie } = await family();
    const admin = { cookie: `nb_admin=${await createAdminToken(t)}` };
    const suspend = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/suspend`,
      headers: admin,
      payload: { reason: 'Conta em revisão.' },
    });
    expect(suspend.statusCode).toBe(200);
    const key = newKey();
    const refused = await save(cookie, child.id, played(), key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ACCOUNT_SUSPENDED);
    expect(await saved(child.id)).toBe(0);

    const back = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${user.id}/reactivate`,
      headers: admin,
    });
    expect(back.statusCode).toBe(200);
    const fresh = await sessionCookie(t, user.id);
    expect((await save(fresh, child.id, played(), key)).statusCode).toBe(201);
    expect((await save(fresh, child.id, played(), key)).statusCode).toBe(201);
    expect(await saved(child.id)).toBe(1);
  });
});
