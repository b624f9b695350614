import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createSignedInUser, sessionCookie } from '../../../test/factories';
import { DAY } from '../../../test/subscription-factories';
import type { TestApp } from '../../../test/test-app';
import {
  cancel,
  createMercadoPagoTestApp,
  get,
  notify,
  payThroughMercadoPago,
  post,
  subscriptionOf,
  unlockedCount,
} from './payments-testing';

let t: TestApp;
let fake: FakeMercadoPago;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await createMercadoPagoTestApp());
});
afterAll(() => close());
beforeEach(() => fake.reset());

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A parent who started the trial at T, paid the quarterly plan `paidAfter` ms later, and is seen
 * `refundAfter` ms after T (signed in again: sessions go idle). Answers T and the payment.
 */
async function trialThenPaid(paidAfter: number, refundAfter: number) {
  const parent = await createSignedInUser(t);
  const trialStart = t.clock.now().getTime();
  expect((await post(t, '/api/subscription/start-trial', parent.cookie)).statusCode).toBe(200);
  t.clock.advance(paidAfter);
  const { paymentId } = await payThroughMercadoPago(t, fake, parent, 'quarterly');
  t.clock.advance(refundAfter - paidAfter);
  return { ...parent, cookie: await sessionCookie(t, parent.user.id), trialStart, paymentId };
}

const subscription = async (cookie: string) => (await get(t, '/api/subscription', cookie)).json();

describe('a refunded plan (docs/product.md#refunded-plan)', () => {
  it('refunded inside the trial window: the trial’s remaining days return, until its own end', async () => {
    const parent = await trialThenPaid(2 * DAY, 3 * DAY);
    const refundedAt = t.clock.now().toISOString();
    const trialEnd = iso(parent.trialStart + 7 * DAY);
    const res = await cancel(t, parent.cookie);
    expect(res.statusCode).toBe(200);
    const expected = {
      status: 'trial',
      plan_type: 'trial',
      trial_end_date: trialEnd,
      trial_days_left: 4,
      money_back_until: null,
      refund: { amount: 149, refunded_at: refundedAt },
    };
    expect(res.json()).toMatchObject({ subscription: expected, refund: { payment_id: parent.paymentId, amount: 149 } });
    expect(await subscription(parent.cookie)).toMatchObject(expected);
    expect(await unlockedCount(t, parent.cookie)).toBe(10);
    // Nothing left to cancel; the trial is the one already used.
    expect((await cancel(t, parent.cookie)).statusCode).toBe(409);
    expect((await post(t, '/api/subscription/start-trial', parent.cookie)).json()).toMatchObject({ status: 'trial' });

    t.clock.advance(4 * DAY - 1);
    expect(await subscription(parent.cookie)).toMatchObject({ status: 'trial', trial_days_left: 1 });
    t.clock.advance(1);
    expect(await subscription(parent.cookie)).toMatchObject({
      status: 'expired',
      trial_days_left: 0,
      refund: { amount: 149, refunded_at: refundedAt },
    });
  });

  it('refunded after the trial window: the plan’s access ends now and reads expired at once', async () => {
    const parent = await trialThenPaid(6 * DAY, 8 * DAY);
    const now = t.clock.now().toISOString();
    const res = await cancel(t, parent.cookie, { reason: 'Mudou a rotina' });
    const expected = {
      status: 'expired',
      plan_type: 'quarterly',
      subscription_end_date: now,
      trial_days_left: null,
      money_back_until: null,
      refund: { amount: 149, refunded_at: now },
    };
    expect(res.json()).toMatchObject({ subscription: expected, refund: { amount: 149 } });
    expect(await subscription(parent.cookie)).toMatchObject(expected);
    expect(await unlockedCount(t, parent.cookie)).toBe(10);
  });

  it('refunded exactly at the trial’s end: no trial days are left to return', async () => {
    const parent = await trialThenPaid(DAY, 7 * DAY);
    const res = await cancel(t, parent.cookie);
    expect(res.json().subscription).toMatchObject({ status: 'expired', plan_type: 'quarterly' });
  });

  it('Mercado Pago reporting the payment refunded inside the trial window returns the trial too', async () => {
    const parent = await trialThenPaid(DAY, 2 * DAY);
    fake.setPayment({ ...fake.payments.get(parent.paymentId)!, status: 'refunded' });
    await notify(t, parent.paymentId);
    expect(await subscription(parent.cookie)).toMatchObject({
      status: 'trial',
      trial_days_left: 5,
      refund: { amount: 149 },
    });
  });

  it('a refunded renewal keeps the period paid before it, and says so', async () => {
    const parent = await trialThenPaid(DAY, 2 * DAY);
    const firstEnd = (await subscriptionOf(t, parent.user.id))!.subscriptionEndDate!;
    await payThroughMercadoPago(t, fake, parent, 'annual');
    const res = await cancel(t, parent.cookie);
    expect(res.json().subscription).toMatchObject({
      status: 'cancelled',
      plan_type: 'annual',
      subscription_end_date: firstEnd.toISOString(),
      refund: { amount: 396 },
    });
  });

  it('paying again after a refund: an active plan with no refund reported', async () => {
    const parent = await trialThenPaid(6 * DAY, 8 * DAY);
    await cancel(t, parent.cookie);
    await payThroughMercadoPago(t, fake, parent, 'annual');
    expect(await subscription(parent.cookie)).toMatchObject({ status: 'active', plan_type: 'annual', refund: null });
    expect((await subscriptionOf(t, parent.user.id))!.refundedAt).toBeNull();
  });

  it('who may call: each account reads only its own refund; another parent cannot cancel it; anonymous 401', async () => {
    const parent = await trialThenPaid(DAY, 2 * DAY);
    const other = await createSignedInUser(t);
    const before = await subscriptionOf(t, parent.user.id);
    expect((await cancel(t, other.cookie)).statusCode).toBe(409);
    expect(await subscriptionOf(t, parent.user.id)).toEqual(before);
    expect(fake.refunds).toEqual([]);
    await cancel(t, parent.cookie);
    expect(await subscription(other.cookie)).toBeNull();
    const anonymous = await get(t, '/api/subscription');
    expect([anonymous.statusCode, anonymous.json()]).toEqual([401, { error: 'Faça login para continuar.' }]);
    expect((await subscription(parent.cookie)).refund).toMatchObject({ amount: 149 });
  });
});
