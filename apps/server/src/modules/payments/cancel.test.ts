import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createSignedInUser, sessionCookie } from '../../../test/factories';
import { DAY } from '../../../test/subscription-factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import {
  cancel,
  createMercadoPagoTestApp,
  get,
  latestCheckout,
  notify,
  paidParent,
  paymentsOf,
  payThroughMercadoPago,
  post,
  subscriptionOf,
  unlockedCount,
  upgrade,
} from './payments-testing';

let t: TestApp;
let fake: FakeMercadoPago;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await createMercadoPagoTestApp());
});
afterAll(() => close());
beforeEach(() => fake.reset());

const NOTHING = { error: 'Não há assinatura ativa para cancelar.' };

describe('POST /api/subscription/cancel within 7 days: money back (docs/product.md#money-back)', () => {
  it('refunds through Mercado Pago and ends the plan now: the free ten again', async () => {
    const parent = await paidParent(t, fake, 'annual', 2);
    const res = await cancel(t, parent.cookie, { reason: '  Não era o que eu esperava.  ' });
    expect(res.statusCode).toBe(200);
    const now = t.clock.now().toISOString();
    expect(res.json()).toMatchObject({
      subscription: {
        // Ended now: expired at once (docs/product.md#refunded-plan).
        status: 'expired',
        plan_type: 'annual',
        subscription_end_date: now,
        cancelled_at: now,
        cancellation_reason: 'Não era o que eu esperava.',
        money_back_until: null,
      },
      refund: { payment_id: parent.paymentId, amount: 396 },
    });
    expect(fake.refunds).toHaveLength(1);
    expect(fake.refunds[0]).toMatchObject({
      paymentId: parent.paymentId,
      idempotencyKey: `refund-${parent.paymentId}`,
      body: {},
    });
    expect((await paymentsOf(t, parent.user.id))[0]).toMatchObject({
      status: 'refunded',
      refundId: '9001',
      refundedAt: t.clock.now(),
    });
    expect(await subscriptionOf(t, parent.user.id)).toMatchObject({ lastPaymentAt: null, status: 'cancelled' });
    expect(await unlockedCount(t, parent.cookie)).toBe(10);
    t.clock.advance(60_000);
    expect((await get(t, '/api/subscription', parent.cookie)).json().status).toBe('expired');
  });

  it('Mercado Pago’s own refund notification afterwards changes nothing', async () => {
    const parent = await paidParent(t, fake, 'annual', 1);
    await cancel(t, parent.cookie);
    const after = await subscriptionOf(t, parent.user.id);
    t.clock.advance(60_000);
    await notify(t, parent.paymentId);
    expect(await subscriptionOf(t, parent.user.id)).toEqual(after);
  });

  it('a refunded renewal falls back to the period already paid', async () => {
    const parent = await paidParent(t, fake, 'quarterly', 0);
    const firstEnd = (await subscriptionOf(t, parent.user.id))!.subscriptionEndDate!;
    const { paymentId } = await payThroughMercadoPago(t, fake, parent, 'annual');
    t.clock.advance(3 * DAY);
    const cookie = await sessionCookie(t, parent.user.id);
    const res = await cancel(t, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscription: { status: 'cancelled', subscription_end_date: firstEnd.toISOString(), money_back_until: null },
      refund: { payment_id: paymentId, amount: 396 },
    });
    expect(fake.refunds.map((r) => r.paymentId)).toEqual([paymentId]);
    expect(await unlockedCount(t, cookie)).toBe(47);
  });

  it('a minute before the 7 days end it still refunds; at 7 days it no longer does', async () => {
    const inside = await paidParent(t, fake, 'annual', 7);
    t.clock.advance(-60_000);
    expect((await cancel(t, inside.cookie)).json().refund).not.toBeNull();
    t.clock.advance(60_000);
    const parent = await paidParent(t, fake, 'annual', 7);
    expect((await get(t, '/api/subscription', parent.cookie)).json().money_back_until).toBeNull();
    expect((await cancel(t, parent.cookie)).json().refund).toBeNull();
  });

  it('Mercado Pago failing: 502 and nothing changed', async () => {
    const parent = await paidParent(t, fake, 'annual', 1);
    const before = { sub: await subscriptionOf(t, parent.user.id), payments: await paymentsOf(t, parent.user.id) };
    fake.failing.refunds = true;
    const res = await cancel(t, parent.cookie, { reason: 'x' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.',
    });
    expect(await subscriptionOf(t, parent.user.id)).toEqual(before.sub);
    expect(await paymentsOf(t, parent.user.id)).toEqual(before.payments);
  });
});

describe('POST /api/subscription/cancel after 7 days (docs/product.md#money-back)', () => {
  it('cancelled with no refund: access continues to the end date', async () => {
    const parent = await paidParent(t, fake, 'annual', 10);
    const end = (await subscriptionOf(t, parent.user.id))!.subscriptionEndDate!;
    const res = await cancel(t, parent.cookie, { reason: 'Mudança de planos' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscription: {
        status: 'cancelled',
        subscription_end_date: end.toISOString(),
        cancelled_at: t.clock.now().toISOString(),
        cancellation_reason: 'Mudança de planos',
        money_back_until: null,
      },
      refund: null,
    });
    expect(fake.refunds).toEqual([]);
    expect((await paymentsOf(t, parent.user.id))[0]!.status).toBe('approved');
    expect(await unlockedCount(t, parent.cookie)).toBe(47);
  });

  it('a second cancel answers 409; the same Idempotency-Key gets the first answer back', async () => {
    const parent = await paidParent(t, fake, 'annual', 10);
    const headers = { 'idempotency-key': 'cancel-key-0001' };
    const first = await cancel(t, parent.cookie, {}, headers);
    const replay = await cancel(t, parent.cookie, {}, headers);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const second = await cancel(t, parent.cookie, {});
    expect([second.statusCode, second.json()]).toEqual([409, NOTHING]);
  });
});

describe('cancelling a demo payment (docs/product.md#demo-payment, docs/product.md#money-back)', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(() => demo.close());

  it('within 7 days the refund is simulated: no provider, the plan ends now', async () => {
    const parent = await createSignedInUser(demo);
    await upgrade(demo, parent.cookie, 'biannual');
    const checkout = await latestCheckout(demo, parent.user.id);
    await post(demo, `/api/test-payment/${checkout.id}`, parent.cookie, { outcome: 'approved' });
    expect(await unlockedCount(demo, parent.cookie)).toBe(47);
    const res = await cancel(demo, parent.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      subscription: { status: 'expired', subscription_end_date: demo.clock.now().toISOString() },
      refund: { payment_id: `test-${checkout.id}`, amount: 264 },
    });
    expect((await paymentsOf(demo, parent.user.id))[0]).toMatchObject({
      status: 'refunded',
      refundId: `test-refund-test-${checkout.id}`,
    });
    expect(await unlockedCount(demo, parent.cookie)).toBe(10);
    expect(fake.refunds).toEqual([]);
  });
});
