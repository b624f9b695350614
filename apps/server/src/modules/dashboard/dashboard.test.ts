import { startOfWeek } from '@neurobridge/shared/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActivity, createChild, createProgress, grantAccess } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { subscriptions } from '../../db/schema/billing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const stats = async (cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() };
};

describe('GET /api/dashboard/stats (docs/product.md#dashboard-stats)', () => {
  it('anonymous callers get 401', async () => {
    expect(await stats()).toEqual({ status: 401, body: { error: 'Faça login para continuar.' } });
  });

  it('a new parent sees zeros and the default status trial', async () => {
    const { cookie } = await createSignedInUser(t);
    const { status, body } = await stats(cookie);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      totalChildren: 0,
      completedThisWeek: 0,
      assignedProfessionals: 0,
      subscriptionStatus: 'trial',
    });
  });

  it('counts only the caller’s active children, this week’s completions and active professionals', async () => {
    const parent = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const [pro1, pro2, proRevoked, proElsewhere] = await Promise.all([1, 2, 3, 4].map(() => createSignedInUser(t)));
    const a = await createChild(t.db, parent.user.id);
    const b = await createChild(t.db, parent.user.id);
    const inactive = await createChild(t.db, parent.user.id, { isActive: false });
    const theirs = await createChild(t.db, other.user.id);

    const weekStart = startOfWeek(t.clock.now());
    const thisWeek = (ms: number) => ({ completionDate: new Date(weekStart.getTime() + ms) });
    await createProgress(t.db, a.id, thisWeek(0)); // Sunday 00:00 São Paulo counts
    await createProgress(t.db, a.id, thisWeek(60_000));
    await createProgress(t.db, b.id, thisWeek(3_600_000));
    await createProgress(t.db, b.id, thisWeek(-1)); // Saturday 23:59:59.999: last week
    await createProgress(t.db, b.id, { completionDate: new Date(weekStart.getTime() - 3 * DAY) });
    await createProgress(t.db, a.id, { ...thisWeek(1000), status: 'in_progress' });
    await createProgress(t.db, a.id, { ...thisWeek(1000), status: 'needs_help' });
    await createProgress(t.db, inactive.id, thisWeek(1000));
    await createProgress(t.db, theirs.id, thisWeek(1000));

    await grantAccess(t.db, a, pro1!.user.id);
    await grantAccess(t.db, b, pro1!.user.id); // one professional for two children counts once
    await grantAccess(t.db, b, pro2!.user.id);
    await grantAccess(t.db, a, proRevoked!.user.id, { isActive: false, accessRevokedAt: t.clock.now() });
    await grantAccess(t.db, inactive, proElsewhere!.user.id);
    await grantAccess(t.db, theirs, proElsewhere!.user.id);

    expect((await stats(parent.cookie)).body).toMatchObject({
      totalChildren: 2,
      completedThisWeek: 3,
      assignedProfessionals: 2,
    });
    expect((await stats(other.cookie)).body).toMatchObject({
      totalChildren: 1,
      completedThisWeek: 1,
      assignedProfessionals: 1,
    });
    // A professional's own dashboard holds none of the children they work with.
    expect((await stats(pro1!.cookie)).body).toMatchObject({
      totalChildren: 0,
      completedThisWeek: 0,
      assignedProfessionals: 0,
    });
  });

  it('"this week" starts on Sunday 00:00 in São Paulo, by the app clock', async () => {
    // Saturday 21 November 2026, 23:59 in São Paulo (already Sunday in UTC).
    t.clock.set(new Date('2026-11-21T23:59:00-03:00'));
    const { user, cookie } = await createSignedInUser(t);
    const child = await createChild(t.db, user.id);
    await createProgress(t.db, child.id, { completionDate: t.clock.now() });
    expect((await stats(cookie)).body.completedThisWeek).toBe(1);
    t.clock.advance(60_000);
    expect((await stats(cookie)).body.completedThisWeek).toBe(0);
  });

  it('totalActivities follows the subscription tier (docs/product.md#tiers)', async () => {
    const fromNow = (ms: number) => new Date(t.clock.now().getTime() + ms);
    const subscribers: Record<string, Partial<typeof subscriptions.$inferInsert> | null> = {
      none: null,
      trial: { planType: 'trial', status: 'trial', trialEndDate: fromNow(3 * DAY) },
      expiredTrial: { planType: 'trial', status: 'trial', trialEndDate: fromNow(-DAY) },
      cancelled: { planType: 'annual', status: 'cancelled', subscriptionStartDate: fromNow(-400 * DAY) },
      paidDay0: { planType: 'quarterly', status: 'active', subscriptionStartDate: fromNow(0) },
      paidDay179: { planType: 'annual', status: 'active', subscriptionStartDate: fromNow(-179 * DAY) },
      paidDay180: { planType: 'annual', status: 'active', subscriptionStartDate: fromNow(-180 * DAY) },
      paidDay360: { planType: 'annual', status: 'active', subscriptionStartDate: fromNow(-360 * DAY) },
      paidEnded: {
        planType: 'annual',
        status: 'active',
        subscriptionStartDate: fromNow(-400 * DAY),
        subscriptionEndDate: fromNow(-DAY),
      },
      adminGranted: { planType: 'admin_granted', status: 'active', subscriptionStartDate: fromNow(0) },
    };
    const cookies: Record<string, string> = {};
    for (const [name, values] of Object.entries(subscribers)) {
      const { user, cookie } = await createSignedInUser(t);
      if (values) await t.db.insert(subscriptions).values({ parentUserId: user.id, ...values } as never);
      cookies[name] = cookie;
    }
    const totals = async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(cookies).map(async ([name, cookie]) => [name, (await stats(cookie)).body.totalActivities]),
        ),
      ) as Record<string, number>;

    // Measured as a difference, so whatever catalogue the seed holds does not matter.
    const before = await totals();
    await createActivity(t.db, { isPremium: false });
    await createActivity(t.db, { isPremium: false, requiredSubscriptionMonths: 6 });
    await createActivity(t.db, { isPremium: true, requiredSubscriptionMonths: 0 });
    await createActivity(t.db, { isPremium: true, requiredSubscriptionMonths: 6 });
    await createActivity(t.db, { isPremium: true, requiredSubscriptionMonths: 12 });
    await createActivity(t.db, { isPremium: false, isActive: false });
    await createActivity(t.db, { isPremium: true, requiredSubscriptionMonths: 0, isActive: false });
    const after = await totals();
    const added = Object.fromEntries(Object.keys(after).map((k) => [k, after[k]! - before[k]!]));

    expect(added).toEqual({
      none: 2,
      trial: 2,
      expiredTrial: 2,
      cancelled: 2,
      paidDay0: 3,
      paidDay179: 3,
      paidDay180: 4,
      paidDay360: 5,
      paidEnded: 2,
      adminGranted: 5,
    });
    expect((await stats(cookies.expiredTrial)).body.subscriptionStatus).toBe('expired');
    expect((await stats(cookies.paidEnded)).body.subscriptionStatus).toBe('expired');
    expect((await stats(cookies.paidDay0)).body.subscriptionStatus).toBe('active');
    expect((await stats(cookies.trial)).body.subscriptionStatus).toBe('trial');
    expect((await stats(cookies.none)).body.subscriptionStatus).toBe('trial');
  });
});
