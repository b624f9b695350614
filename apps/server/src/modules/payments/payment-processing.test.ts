import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedNotification, type FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createSignedInUser, sessionCookie } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { payments } from '../../db/schema/billing';
import {
  confirmationsTo,
  createMercadoPagoTestApp,
  newPaymentId,
  notify,
  parentWithPayment,
  paymentsOf,
  payThroughMercadoPago,
  pendingNotifications,
  subscriptionOf,
  WEBHOOK_SECRET,
} from './payments-testing';

let t: TestApp;
let fake: FakeMercadoPago;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await createMercadoPagoTestApp());
});
afterAll(() => close());
beforeEach(() => fake.reset());

describe('processing (docs/product.md#payment-webhook, docs/product.md#paying)', () => {
  it('the same notification 5 times at once: one activation, one payment, one e-mail', async () => {
    const { user, paymentId } = await parentWithPayment(t, fake);
    const request = signedNotification({ secret: WEBHOOK_SECRET, paymentId, now: t.clock.now() });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => t.app.inject(request)));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    await t.app.payments.notificationsSettled();
    await t.app.payments.processDueNotifications();
    const rows = await paymentsOf(t, user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'approved', providerPaymentId: paymentId });
    expect(await confirmationsTo(t, user.email)).toHaveLength(1);
    expect(await subscriptionOf(t, user.id)).toMatchObject({ status: 'active', paymentReference: paymentId });
    expect(await pendingNotifications(t)).toEqual([]);
  });

  it('approved, then a late "pending": the payment and the plan stay approved and active', async () => {
    const { user, paymentId } = await parentWithPayment(t, fake);
    await notify(t, paymentId);
    const before = await subscriptionOf(t, user.id);
    fake.payments.get(paymentId)!.status = 'pending';
    await notify(t, paymentId);
    fake.payments.get(paymentId)!.status = 'rejected';
    await notify(t, paymentId);
    expect((await paymentsOf(t, user.id))[0]!.status).toBe('approved');
    expect(await subscriptionOf(t, user.id)).toEqual(before);
    expect(await confirmationsTo(t, user.email)).toHaveLength(1);
  });

  it('pending, then approved: activated on the approval', async () => {
    const { user, paymentId } = await parentWithPayment(t, fake, { status: 'pending' });
    await notify(t, paymentId);
    expect((await paymentsOf(t, user.id))[0]!.status).toBe('pending');
    expect(await subscriptionOf(t, user.id)).toBeUndefined();
    fake.payments.get(paymentId)!.status = 'approved';
    await notify(t, paymentId);
    expect((await paymentsOf(t, user.id))[0]!.status).toBe('approved');
    expect((await subscriptionOf(t, user.id))?.status).toBe('active');
  });

  it.each([
    ['a different amount', { transaction_amount: 1 }],
    ['a cent less', { transaction_amount: 395.99 }],
    ['another currency', { currency_id: 'USD' }],
  ])('%s: stored as refused, never activates', async (_label, change) => {
    const { user, paymentId } = await parentWithPayment(t, fake, change);
    await notify(t, paymentId);
    const [row] = await paymentsOf(t, user.id);
    expect(row).toMatchObject({ status: 'refused', providerPaymentId: paymentId, userId: user.id });
    expect(await subscriptionOf(t, user.id)).toBeUndefined();
    expect(await confirmationsTo(t, user.email)).toEqual([]);
  });

  it('a payment naming no checkout of ours: nothing stored', async () => {
    const id = newPaymentId();
    fake.setPayment({
      id,
      status: 'approved',
      transaction_amount: 396,
      currency_id: 'BRL',
      external_reference: 'nb:1:annual:nope',
    });
    const before = await t.db.select().from(payments);
    const res = await notify(t, id);
    expect(res.statusCode).toBe(200);
    expect(fake.paymentReads).toEqual([id]);
    expect(await t.db.select().from(payments)).toHaveLength(before.length);
    expect(await pendingNotifications(t)).toEqual([]);
  });

  it('a payment Mercado Pago does not know (404): nothing stored, the notification is dropped', async () => {
    const before = await t.db.select().from(payments);
    const res = await notify(t, '424242');
    expect(res.statusCode).toBe(200);
    expect(fake.paymentReads).toEqual(['424242']);
    expect(await t.db.select().from(payments)).toHaveLength(before.length);
    expect(await pendingNotifications(t)).toEqual([]);
  });

  it('renewal: a second payment extends from the current end; the start (and the tier) stay', async () => {
    const parent = await createSignedInUser(t);
    const first = await payThroughMercadoPago(t, fake, parent, 'annual');
    const afterFirst = (await subscriptionOf(t, parent.user.id))!;
    t.clock.advance(40 * 24 * 60 * 60 * 1000);
    const later = { user: parent.user, cookie: await sessionCookie(t, parent.user.id) };
    const second = await payThroughMercadoPago(t, fake, later, 'quarterly');
    const afterSecond = (await subscriptionOf(t, parent.user.id))!;
    const expectedEnd = new Date(afterFirst.subscriptionEndDate!);
    expectedEnd.setUTCMonth(expectedEnd.getUTCMonth() + 3);
    expect(afterSecond).toMatchObject({
      status: 'active',
      planType: 'quarterly',
      subscriptionStartDate: afterFirst.subscriptionStartDate,
      subscriptionEndDate: expectedEnd,
      paymentReference: second.paymentId,
      amountPaid: '149.00',
      lastPaymentAt: t.clock.now(),
    });
    const rows = await paymentsOf(t, parent.user.id);
    expect(rows.map((r) => [r.providerPaymentId, r.previousEndDate, r.periodEndDate])).toEqual([
      [first.paymentId, null, afterFirst.subscriptionEndDate],
      [second.paymentId, afterFirst.subscriptionEndDate, expectedEnd],
    ]);
    expect(await confirmationsTo(t, parent.user.email)).toHaveLength(2);
  });

  it('refunded by Mercado Pago after approval: the plan ends, once', async () => {
    const parent = await createSignedInUser(t);
    const { paymentId } = await payThroughMercadoPago(t, fake, parent, 'annual');
    t.clock.advance(60_000);
    fake.payments.get(paymentId)!.status = 'refunded';
    await notify(t, paymentId);
    const ended = (await subscriptionOf(t, parent.user.id))!;
    expect(ended).toMatchObject({
      status: 'cancelled',
      subscriptionEndDate: t.clock.now(),
      cancelledAt: t.clock.now(),
      lastPaymentAt: null,
    });
    expect((await paymentsOf(t, parent.user.id))[0]).toMatchObject({ status: 'refunded', refundedAt: t.clock.now() });
    t.clock.advance(60_000);
    fake.payments.get(paymentId)!.status = 'charged_back';
    await notify(t, paymentId);
    expect(await subscriptionOf(t, parent.user.id)).toEqual(ended);
    expect((await paymentsOf(t, parent.user.id))[0]!.status).toBe('refunded');
  });
});
