import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, createProgress, grantAccess } from '../test/child-factories';
import { createSignedInUser } from '../test/factories';
import { paid, parentWith } from '../test/subscription-factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * A read costs the session lookup plus one query, whatever the amount of data; a read under a
 * child adds the one child check (docs/decisions/014-fast-reads.md); a known session costs
 * nothing (docs/decisions/015-session-cache.md). Counted on the real app.
 */
async function roundTrips(url: string, cookie: string): Promise<number> {
  // Warm the catalogue cache first: its load every 5 s is not part of a request's cost.
  await t.app.inject({ method: 'GET', url, headers: { cookie } });
  t.queries.length = 0;
  const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return t.queries.length;
}

async function family(childCount: number) {
  const parent = await parentWith(t, paid, 60_000);
  const kids = [];
  for (let i = 0; i < childCount; i++) {
    const child = await createChild(t.db, parent.user.id);
    for (let j = 0; j < 3; j++) await createProgress(t.db, child.id);
    kids.push(child);
  }
  const pro = await createSignedInUser(t);
  await grantAccess(t.db, kids[0]!, pro.user.id);
  // Written straight to the database: wait until every change notice has arrived, so a late one
  // does not drop a read kept during the count (docs/decisions/015-session-cache.md).
  await t.app.syncSessionChanges();
  return { parent, child: kids[0]!, pro };
}

describe('round trips per read (docs/decisions/014-fast-reads.md)', () => {
  it.each([1, 4])('with %i children, each read costs the same few queries', async (childCount) => {
    const { parent, child, pro } = await family(childCount);
    const c = parent.cookie;
    // The session comes from the session cache after the first request (decision 015).
    expect(await roundTrips('/api/users/me', c)).toBe(0);
    expect(await roundTrips('/api/subscription', c)).toBe(0);
    // Minha conta (docs/product.md#my-account): the consents, the professionals, the AI/e-mail settings.
    expect(await roundTrips('/api/account', c)).toBe(3);
    // Kept with the session until the parent's data changes (decision 015); one query when loaded.
    expect(await roundTrips('/api/children', c)).toBe(0);
    expect(await roundTrips('/api/dashboard/stats', c)).toBe(0);
    expect(await roundTrips('/api/activities', c)).toBe(0);
    expect(await roundTrips('/api/activities?category=focus', c)).toBe(0);
    expect(await roundTrips(`/api/activities/1`, c)).toBe(0);
    // Under a child, for the parent: their own child is found in the children list kept with the
    // session, so a read is its one query; a professional's child check is a query of its own.
    expect(await roundTrips(`/api/activities?child=${child.id}`, c)).toBe(0);
    expect(await roundTrips(`/api/activities?child=${child.id}`, pro.cookie)).toBe(1);
    expect(await roundTrips(`/api/children/${child.id}/progress?limit=10`, c)).toBe(1);
    expect(await roundTrips(`/api/children/${child.id}/progress?limit=10`, pro.cookie)).toBe(2);
    expect(await roundTrips(`/api/children/${child.id}/progress/summary`, c)).toBe(1);
    expect(await roundTrips(`/api/children/${child.id}/schedule`, c)).toBe(1);
    expect(await roundTrips(`/api/children/${child.id}/rewards`, c)).toBe(1);
    // The report: the category roll-up, the last 8 weeks, their level moves, their stars with the
    // balance, and the goals (their measures in one more when there are some), whatever the history.
    expect(await roundTrips(`/api/children/${child.id}/progress-report`, c)).toBe(5);
    // The child's levels: its few rows, by key (docs/product.md#game-levels).
    expect(await roundTrips(`/api/children/${child.id}/levels`, c)).toBe(1);
    // Today's suggestions: the child's levels and what it played, beside the catalogue in memory.
    expect(await roundTrips(`/api/children/${child.id}/suggestions`, c)).toBe(2);
    // Stars and the shop: the balance with the weeks, the balance with the rewards and their
    // waiting requests, each one query (docs/product.md#stars-and-the-reward-shop).
    expect(await roundTrips(`/api/children/${child.id}/stars`, c)).toBe(1);
    expect(await roundTrips(`/api/children/${child.id}/shop`, c)).toBe(1);
    expect(await roundTrips(`/api/children/${child.id}/shop`, pro.cookie)).toBe(2);
    expect(await roundTrips('/api/reward-requests', c)).toBe(1);
    // Who sees the child: the accesses and the pending invitations in one query.
    expect(await roundTrips(`/api/children/${child.id}/professionals`, c)).toBe(1);
    expect(await roundTrips(`/api/children/${child.id}/sessions`, c)).toBe(1);
    expect(await roundTrips(`/api/children/${child.id}/sessions`, pro.cookie)).toBe(2);
  });
});

describe("the account's role (docs/product.md#onboarding)", () => {
  it('comes with the session lookup: a first users/me is one query, the next none', async () => {
    const { cookie } = await createSignedInUser(t);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/complete',
      headers: { cookie },
      payload: { role: 'professional', professional_info: { professional_type: 'AT' } },
    });
    expect(done.statusCode).toBe(200);
    await t.app.syncSessionChanges();
    t.queries.length = 0;
    const first = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(first.json().role).toBe('professional');
    expect(t.queries).toHaveLength(1);
    expect(await roundTrips('/api/users/me', cookie)).toBe(0);
  });
});
