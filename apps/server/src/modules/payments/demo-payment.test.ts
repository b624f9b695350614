import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/test-app';
import { checkouts } from '../../db/schema/billing';
import {
  confirmationsTo,
  createMercadoPagoTestApp,
  get,
  latestCheckout,
  paymentsOf,
  post,
  subscriptionOf,
  unlockedCount,
  upgrade,
} from './payments-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = { error: 'Pagamento de teste não encontrado.' };
const checkoutUrl = (id: string) => `/api/test-payment/${id}`;

async function parentWithCheckout(plan = 'annual') {
  const parent = await createSignedInUser(t);
  const res = await upgrade(t, parent.cookie, plan);
  expect(res.statusCode).toBe(200);
  return { ...parent, checkout: await latestCheckout(t, parent.user.id) };
}

describe('the demo checkout (docs/product.md#demo-payment)', () => {
  it('GET: the caller’s own checkout, not paid yet', async () => {
    const { cookie, checkout } = await parentWithCheckout('annual');
    const res = await get(t, checkoutUrl(checkout.id), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: checkout.id,
      plan_type: 'annual',
      plan_name: 'Plano Anual',
      months: 12,
      amount: 396,
      currency: 'BRL',
      payment_id: null,
    });
  });

  it('approved: the same activation as Mercado Pago’s, 47 unlocked, and the checkout is paid once', async () => {
    const parent = await parentWithCheckout('annual');
    const res = await post(t, checkoutUrl(parent.checkout.id), parent.cookie, { outcome: 'approved' });
    expect(res.statusCode).toBe(200);
    const sub = (await subscriptionOf(t, parent.user.id))!;
    const paymentId = `test-${parent.checkout.id}`;
    expect(res.json()).toEqual({
      id: paymentId,
      status: 'approved',
      plan_type: 'annual',
      plan_name: 'Plano Anual',
      amount: 396,
      currency: 'BRL',
      subscription_end_date: sub.subscriptionEndDate!.toISOString(),
    });
    expect(sub).toMatchObject({
      status: 'active',
      planType: 'annual',
      paymentProvider: 'test',
      paymentReference: paymentId,
    });
    expect(await unlockedCount(t, parent.cookie)).toBe(47);
    expect(await confirmationsTo(t, parent.user.email)).toHaveLength(1);
    expect((await get(t, checkoutUrl(parent.checkout.id), parent.cookie)).json().payment_id).toBe(paymentId);
    const read = await get(t, `/api/subscription/payments/${paymentId}`, parent.cookie);
    expect([read.statusCode, read.json().status]).toEqual([200, 'approved']);

    // A second call answers the first payment and writes nothing.
    const again = await post(t, checkoutUrl(parent.checkout.id), parent.cookie, { outcome: 'rejected' });
    expect([again.statusCode, again.json()]).toEqual([200, res.json()]);
    expect(await paymentsOf(t, parent.user.id)).toHaveLength(1);
    expect(await subscriptionOf(t, parent.user.id)).toEqual(sub);
    expect(await confirmationsTo(t, parent.user.email)).toHaveLength(1);
  });

  it('rejected: nothing active, and a later approval of the same checkout changes nothing', async () => {
    const parent = await parentWithCheckout('quarterly');
    const res = await post(t, checkoutUrl(parent.checkout.id), parent.cookie, { outcome: 'rejected' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'rejected', plan_type: 'quarterly', subscription_end_date: null });
    expect(await subscriptionOf(t, parent.user.id)).toBeUndefined();
    const again = await post(t, checkoutUrl(parent.checkout.id), parent.cookie, { outcome: 'approved' });
    expect(again.json().status).toBe('rejected');
    expect(await subscriptionOf(t, parent.user.id)).toBeUndefined();
    expect(await unlockedCount(t, parent.cookie)).toBe(10);
  });

  it('three approvals at once: one payment, one activation', async () => {
    const parent = await parentWithCheckout('biannual');
    const answers = await Promise.all(
      [1, 2, 3].map(() => post(t, checkoutUrl(parent.checkout.id), parent.cookie, { outcome: 'approved' })),
    );
    expect(answers.map((r) => r.json().status)).toEqual(['approved', 'approved', 'approved']);
    expect(await paymentsOf(t, parent.user.id)).toHaveLength(1);
    expect(await confirmationsTo(t, parent.user.email)).toHaveLength(1);
  });

  it('another user’s checkout, or one that does not exist: 404, nothing written', async () => {
    const owner = await parentWithCheckout();
    const other = await createSignedInUser(t);
    for (const id of [owner.checkout.id, 'abcdefghijklmnopqrstuvwx']) {
      const read = await get(t, checkoutUrl(id), other.cookie);
      expect([read.statusCode, read.json()]).toEqual([404, NOT_FOUND]);
      const pay = await post(t, checkoutUrl(id), other.cookie, { outcome: 'approved' });
      expect([pay.statusCode, pay.json()]).toEqual([404, NOT_FOUND]);
    }
    expect(await paymentsOf(t, owner.user.id)).toEqual([]);
    expect(await subscriptionOf(t, other.user.id)).toBeUndefined();
  });

  it('a Mercado Pago checkout of the caller cannot be paid here: 404', async () => {
    const { user, cookie, checkout } = await parentWithCheckout();
    const id = 'mp0123456789abcdefghijkl';
    await t.db
      .insert(checkouts)
      .values({ ...checkout, id, externalReference: `nb:${user.id}:annual:${id}`, provider: 'mercado_pago' });
    expect((await get(t, checkoutUrl(id), cookie)).statusCode).toBe(404);
    expect((await post(t, checkoutUrl(id), cookie, { outcome: 'approved' })).statusCode).toBe(404);
    expect(await paymentsOf(t, user.id)).toEqual([]);
  });

  it('an outcome other than approved or rejected: 400', async () => {
    const { cookie, checkout } = await parentWithCheckout();
    for (const body of [{ outcome: 'refunded' }, {}, { outcome: 'approved', amount: 1 }]) {
      expect((await post(t, checkoutUrl(checkout.id), cookie, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('anonymous: 401', async () => {
    const { checkout } = await parentWithCheckout();
    expect((await get(t, checkoutUrl(checkout.id))).statusCode).toBe(401);
    expect((await post(t, checkoutUrl(checkout.id), undefined, { outcome: 'approved' })).statusCode).toBe(401);
  });
});

/** A production app without Mercado Pago (the test's own database is used, not DATABASE_URL). */
async function productionApp() {
  const app = await createTestApp(PRODUCTION_ENV);
  expect(app.config.testPayments).toBe(false);
  return { t: app, close: () => app.close() };
}

describe('the demo checkout is off (docs/product.md#demo-payment)', () => {
  it.each([
    ['in production', () => productionApp()],
    ['with Mercado Pago configured', () => createMercadoPagoTestApp()],
  ])('%s: both routes answer 404, even for the caller’s own demo checkout', async (_label, make) => {
    const off = await make();
    try {
      const signedIn = await createSignedInUser(off.t);
      // Over HTTPS the session cookie carries the __Host- prefix.
      const cookie = off.t.config.secureCookies ? `__Host-${signedIn.cookie}` : signedIn.cookie;
      // The caller's own demo checkout, as one made before the setting changed.
      const id = 'demo0123456789abcdefghij';
      await off.t.db.insert(checkouts).values({
        id,
        userId: signedIn.user.id,
        planType: 'annual',
        planName: 'Plano Anual',
        months: 12,
        amount: '396.00',
        externalReference: `nb:${signedIn.user.id}:annual:${id}`,
        provider: 'test',
      });
      expect((await get(off.t, checkoutUrl(id), cookie)).json()).toEqual(NOT_FOUND);
      const pay = await post(off.t, checkoutUrl(id), cookie, { outcome: 'approved' });
      expect([pay.statusCode, pay.json()]).toEqual([404, NOT_FOUND]);
      expect(await paymentsOf(off.t, signedIn.user.id)).toEqual([]);
    } finally {
      await off.close();
    }
  });
});

describe('production without Mercado Pago (docs/product.md#paying)', () => {
  it('choosing a plan answers 502 and stores no checkout: there is no way to pay', async () => {
    const prod = await productionApp();
    try {
      const signedIn = await createSignedInUser(prod.t);
      const res = await upgrade(prod.t, `__Host-${signedIn.cookie}`, 'annual');
      expect(res.statusCode).toBe(502);
      expect(await prod.t.db.select().from(checkouts)).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
