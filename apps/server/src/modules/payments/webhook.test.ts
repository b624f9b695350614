import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedNotification, type FakeMercadoPago } from '../../../test/fake-mercado-pago';
import type { TestApp } from '../../../test/test-app';
import {
  createMercadoPagoTestApp,
  notify,
  parentWithPayment,
  paymentsOf,
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

const REFUSED = { error: 'Assinatura da notificação inválida.' };

async function expectNothingWritten(userId: number) {
  await t.app.payments.notificationsSettled();
  expect(await pendingNotifications(t)).toEqual([]);
  expect(await paymentsOf(t, userId)).toEqual([]);
  expect(await subscriptionOf(t, userId)).toBeUndefined();
}

describe('signature (docs/product.md#payment-webhook)', () => {
  it.each(['/api/mercado-pago/notifications', '/api/mercado-pago/webhook'])(
    '%s: a signed notification is answered at once and the payment is applied after',
    async (path) => {
      const { user, paymentId } = await parentWithPayment(t, fake);
      const res = await t.app.inject(
        signedNotification({ secret: WEBHOOK_SECRET, paymentId, now: t.clock.now(), path }),
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
      await t.app.payments.notificationsSettled();
      expect(fake.paymentReads).toEqual([paymentId]);
      expect((await subscriptionOf(t, user.id))?.status).toBe('active');
      expect(await pendingNotifications(t)).toEqual([]);
    },
  );

  it('without the signature header: 401, nothing read or written', async () => {
    const { user, paymentId } = await parentWithPayment(t, fake);
    const request = signedNotification({ secret: WEBHOOK_SECRET, paymentId, now: t.clock.now() });
    const { 'x-signature': _dropped, ...headers } = request.headers;
    const res = await t.app.inject({ ...request, headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(REFUSED);
    expect(fake.paymentReads).toEqual([]);
    await expectNothingWritten(user.id);
  });

  it.each<[string, { secret?: string; signedId?: string; ts?: 'stale' | 'future' }]>([
    ['signed with another secret', { secret: 'outro-segredo' }],
    ['signed for another payment id', { signedId: '999' }],
    ['signed 6 minutes ago', { ts: 'stale' }],
    ['signed 6 minutes ahead', { ts: 'future' }],
  ])('%s: 401, nothing written', async (_label, change) => {
    const { user, paymentId } = await parentWithPayment(t, fake);
    const seconds = Math.floor(t.clock.now().getTime() / 1000);
    const ts =
      change.ts === 'stale' ? String(seconds - 360) : change.ts === 'future' ? String(seconds + 360) : undefined;
    const res = await t.app.inject(
      signedNotification({
        secret: change.secret ?? WEBHOOK_SECRET,
        paymentId,
        now: t.clock.now(),
        signedId: change.signedId,
        ts,
      }),
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(REFUSED);
    await expectNothingWritten(user.id);
  });

  it('with no webhook secret configured every notification is refused', async () => {
    const unsigned = await createMercadoPagoTestApp({ MERCADO_PAGO_WEBHOOK_SECRET: '' });
    try {
      for (const secret of [WEBHOOK_SECRET, '']) {
        const res = await unsigned.t.app.inject(
          signedNotification({ secret: secret || 'x', paymentId: '123', now: unsigned.t.clock.now() }),
        );
        expect(res.statusCode).toBe(401);
      }
      expect(await pendingNotifications(unsigned.t)).toEqual([]);
    } finally {
      await unsigned.close();
    }
  });

  it('other kinds of notification are answered and ignored', async () => {
    const { user, paymentId } = await parentWithPayment(t, fake);
    for (const type of ['merchant_order', 'subscription_preapproval', 'point_integration_wh']) {
      const res = await t.app.inject(
        signedNotification({ secret: WEBHOOK_SECRET, paymentId, now: t.clock.now(), type }),
      );
      expect(res.statusCode, type).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    expect(fake.paymentReads).toEqual([]);
    await expectNothingWritten(user.id);
  });
});

describe('retries (docs/product.md#payment-webhook)', () => {
  it('Mercado Pago failing: the notification stays with its error and is tried again when due', async () => {
    const { user, paymentId } = await parentWithPayment(t, fake);
    fake.failing.payments = true;
    await notify(t, paymentId);
    const [kept] = await pendingNotifications(t);
    expect(kept).toMatchObject({ providerPaymentId: paymentId, attempts: 1 });
    expect(kept!.lastError).toMatch(/^Mercado Pago payment failed: MPServerError 500$/);
    expect(kept!.lastError).not.toContain('TEST-access-token');
    expect(kept!.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(60_000);
    // Not due yet: the job leaves it.
    expect(await t.app.payments.processDueNotifications()).toBe(0);
    fake.failing.payments = false;
    t.clock.advance(60_000);
    expect(await t.app.payments.processDueNotifications()).toBe(1);
    expect((await subscriptionOf(t, user.id))?.status).toBe('active');
    expect(await pendingNotifications(t)).toEqual([]);
  });

  it('waits longer after each failure and gives up after 10 attempts, keeping the row', async () => {
    const { user, paymentId } = await parentWithPayment(t, fake);
    fake.failing.payments = true;
    await notify(t, paymentId);
    const waits: number[] = [];
    for (;;) {
      const [row] = await pendingNotifications(t);
      // The 10th failure ends it: the row stays, failed, for the admin (GET /api/admin/jobs).
      if (row!.state === 'failed') break;
      waits.push((row!.nextAttemptAt.getTime() - t.clock.now().getTime()) / 60_000);
      t.clock.set(row!.nextAttemptAt);
      expect(await t.app.payments.processDueNotifications()).toBe(1);
    }
    expect(waits).toEqual([1, 5, 15, 60, 180, 360, 720, 1440, 1440]);
    const [row] = await pendingNotifications(t);
    expect(row).toMatchObject({ attempts: 10, providerPaymentId: paymentId, state: 'failed' });
    t.clock.advance(7 * 24 * 60 * 60_000);
    expect(await t.app.payments.processDueNotifications()).toBe(0);
    expect(await subscriptionOf(t, user.id)).toBeUndefined();
  });
});
