import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild, grantAccess } from '../../../test/child-factories';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { subscriptions } from '../../db/schema/billing';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const get = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/subscription', headers: cookie ? { cookie } : {} });
const startTrial = (cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/subscription/start-trial', headers: cookie ? keyed({ cookie }) : {} });
const stats = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: { cookie } })).json();
const rowsOf = (userId: number) => t.db.select().from(subscriptions).where(eq(subscriptions.parentUserId, userId));

async function insertSubscription(parentUserId: number, values: Partial<typeof subscriptions.$inferInsert>) {
  await t.db.insert(subscriptions).values({ parentUserId, planType: 'trial', status: 'trial', ...values });
  await t.app.syncSessionChanges();
}
/** An instant `ms` from the app clock's now (negative: in the past). */
const fromNow = (ms: number) => new Date(t.clock.now().getTime() + ms);

describe('access', () => {
  it('anonymous callers get 401 and nothing is written', async () => {
    for (const res of [await get(), await startTrial()]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'Faça login para continuar.' });
    }
    expect(await t.db.select().from(subscriptions)).toEqual([]);
  });

  it('each user sees and starts only their own: other parents and the child’s professionals included', async () => {
    const parent = await createSignedInUser(t);
    const child = await createChild(t.db, parent.user.id);
    const callers = {
      otherParent: await createSignedInUser(t),
      proWithAccess: await createSignedInUser(t),
      proRevoked: await createSignedInUser(t),
      proWithout: await createSignedInUser(t),
    };
    await grantAccess(t.db, child, callers.proWithAccess.user.id);
    await grantAccess(t.db, child, callers.proRevoked.user.id, { isActive: false });
    const parentTrial = await startTrial(parent.cookie);
    expect(parentTrial.statusCode).toBe(200);
    expect((await get(parent.cookie)).json()).toEqual(parentTrial.json());
    for (const [who, caller] of Object.entries(callers)) {
      const theirs = await get(caller.cookie);
      expect(theirs.statusCode, who).toBe(200);
      expect(theirs.json(), who).toBeNull();
      const started = await startTrial(caller.cookie);
      expect(started.statusCode, who).toBe(200);
      expect(started.json().id, who).not.toBe(parentTrial.json().id);
      expect(await rowsOf(caller.user.id), who).toHaveLength(1);
    }
    expect(await rowsOf(parent.user.id)).toHaveLength(1);
  });
});

describe('GET /api/subscription (docs/product.md#subscription-status)', () => {
  it('is null (200) before the trial, so the trial welcome opens', async () => {
    const { cookie } = await createSignedInUser(t);
    const res = await get(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('null');
  });

  it('a trial with 2.5 days to go shows 3 days left', async () => {
    const { cookie } = await createSignedInUser(t);
    await startTrial(cookie);
    t.clock.advance(4.5 * DAY);
    expect((await get(cookie)).json()).toMatchObject({ status: 'trial', plan_type: 'trial', trial_days_left: 3 });
  });

  it('a trial past its end shows expired with 0 days left, even if no job has updated the row', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await startTrial(cookie);
    t.clock.advance(7 * DAY + 60_000);
    expect((await get(cookie)).json()).toMatchObject({ status: 'expired', plan_type: 'trial', trial_days_left: 0 });
    expect((await rowsOf(user.id))[0]!.status).toBe('trial');
  });

  it('the trial expires 7 days after its start: one millisecond past, 0 days left', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await startTrial(cookie)).json()).toMatchObject({ status: 'trial', trial_days_left: 7 });
    t.clock.advance(7 * DAY - 1);
    expect((await get(cookie)).json()).toMatchObject({ status: 'trial', trial_days_left: 1 });
    t.clock.advance(2);
    expect((await get(cookie)).json()).toMatchObject({ status: 'expired', plan_type: 'trial', trial_days_left: 0 });
    expect((await stats(cookie)).subscriptionStatus).toBe('expired');
  });

  it('a paid plan shows its amount as a number and no trial days', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await insertSubscription(user.id, {
      planType: 'biannual',
      status: 'active',
      subscriptionStartDate: fromNow(-10 * DAY),
      subscriptionEndDate: fromNow(170 * DAY),
      amountPaid: '264.00',
      paymentProvider: 'mercado_pago',
    });
    expect((await get(cookie)).json()).toMatchObject({
      status: 'active',
      plan_type: 'biannual',
      amount_paid: 264,
      payment_provider: 'mercado_pago',
      trial_days_left: null,
      auto_renew: false,
    });
  });

  it.each(['annual', 'admin_granted'])('an active %s past its end date shows expired', async (planType) => {
    const { user, cookie } = await createSignedInUser(t);
    await insertSubscription(user.id, {
      planType,
      status: 'active',
      subscriptionStartDate: fromNow(-400 * DAY),
      subscriptionEndDate: fromNow(-DAY),
    });
    expect((await get(cookie)).json()).toMatchObject({ status: 'expired', plan_type: planType });
  });
});

describe('POST /api/subscription/start-trial (docs/product.md#trial: 7 days, once per parent)', () => {
  it('starts a 7-day trial', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const before = t.clock.now().getTime();
    const res = await startTrial(cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'trial',
      plan_type: 'trial',
      trial_days_left: 7,
      subscription_start_date: null,
      amount_paid: null,
    });
    const start = new Date(body.trial_start_date).getTime();
    expect(start).toBeGreaterThanOrEqual(before - 1000);
    expect(new Date(body.trial_end_date).getTime() - start).toBe(7 * DAY);
    expect(await rowsOf(user.id)).toHaveLength(1);
    expect((await get(cookie)).json()).toEqual(body);
  });

  it('asking again during the trial returns the same trial', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const first = (await startTrial(cookie)).json();
    const second = await startTrial(cookie);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('two calls at the same moment create one trial', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const answers = await Promise.all([startTrial(cookie), startTrial(cookie), startTrial(cookie)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((r) => r.json().id));
    expect(ids.size).toBe(1);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('after the trial has expired it is refused with 409 and nothing changes', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await startTrial(cookie);
    t.clock.advance(10 * DAY);
    const [before] = await rowsOf(user.id);
    const res = await startTrial(cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Você já utilizou o período de teste gratuito.' });
    expect(await rowsOf(user.id)).toEqual([before]);
  });

  it('a parent with a paid plan cannot start a trial', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await insertSubscription(user.id, {
      planType: 'annual',
      status: 'active',
      subscriptionStartDate: fromNow(0),
      subscriptionEndDate: fromNow(365 * DAY),
    });
    const res = await startTrial(cookie);
    expect(res.statusCode).toBe(409);
    expect((await rowsOf(user.id))[0]!.planType).toBe('annual');
  });
});

describe('cancelled plans and the money-back window (docs/product.md#subscription-status, docs/product.md#money-back)', () => {
  const unlockedCount = async (cookie: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/activities', headers: { cookie } });
    return (res.json() as { is_locked: boolean }[]).filter((a) => !a.is_locked).length;
  };

  it('a cancelled plan keeps its status and tier until its end date, then reads expired with the free ten', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await insertSubscription(user.id, {
      planType: 'annual',
      status: 'cancelled',
      subscriptionStartDate: fromNow(-200 * DAY),
      subscriptionEndDate: fromNow(DAY),
      cancelledAt: fromNow(-DAY),
    });
    expect((await get(cookie)).json()).toMatchObject({ status: 'cancelled', plan_type: 'annual' });
    expect(await unlockedCount(cookie)).toBe(69);
    expect((await stats(cookie)).subscriptionStatus).toBe('cancelled');
    t.clock.advance(DAY - 1);
    expect((await get(cookie)).json().status).toBe('cancelled');
    t.clock.advance(1);
    expect((await get(cookie)).json()).toMatchObject({ status: 'expired', plan_type: 'annual' });
    expect(await unlockedCount(cookie)).toBe(10);
    expect((await rowsOf(user.id))[0]!.status).toBe('cancelled');
  });

  it('a cancelled plan ending now reads expired, with the free ten already', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await insertSubscription(user.id, {
      planType: 'quarterly',
      status: 'cancelled',
      subscriptionStartDate: fromNow(-2 * DAY),
      subscriptionEndDate: fromNow(0),
    });
    expect((await get(cookie)).json().status).toBe('expired');
    expect(await unlockedCount(cookie)).toBe(10);
  });

  it('money_back_until is 7 days after the last payment while active or cancelled, then null', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const paidAt = fromNow(-2 * DAY);
    await insertSubscription(user.id, {
      planType: 'annual',
      status: 'active',
      subscriptionStartDate: paidAt,
      subscriptionEndDate: fromNow(360 * DAY),
      lastPaymentAt: paidAt,
    });
    const until = new Date(paidAt.getTime() + 7 * DAY).toISOString();
    expect((await get(cookie)).json().money_back_until).toBe(until);
    await t.db.update(subscriptions).set({ status: 'cancelled' }).where(eq(subscriptions.parentUserId, user.id));
    await t.app.syncSessionChanges();
    expect((await get(cookie)).json().money_back_until).toBe(until);
    t.clock.advance(5 * DAY - 1);
    expect((await get(cookie)).json().money_back_until).toBe(until);
    t.clock.advance(1);
    expect((await get(cookie)).json().money_back_until).toBeNull();
  });

  it('money_back_until is null without a payment, and for a plan that has ended', async () => {
    const trialParent = await createSignedInUser(t);
    expect((await startTrial(trialParent.cookie)).json().money_back_until).toBeNull();
    const { user, cookie } = await createSignedInUser(t);
    await insertSubscription(user.id, {
      planType: 'annual',
      status: 'active',
      subscriptionStartDate: fromNow(-400 * DAY),
      subscriptionEndDate: fromNow(-DAY),
      lastPaymentAt: fromNow(-2 * DAY),
    });
    expect((await get(cookie)).json()).toMatchObject({ status: 'expired', money_back_until: null });
  });
});
