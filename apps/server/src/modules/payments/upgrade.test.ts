import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createSignedInUser } from '../../../test/factories';
import { adminGranted, parentWith } from '../../../test/subscription-factories';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../../test/test-app';
import { checkouts, plans } from '../../db/schema/billing';
import { createMercadoPagoTestApp, get, latestCheckout, post, upgrade } from './payments-testing';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
let fake: FakeMercadoPago;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, fake, close } = await createMercadoPagoTestApp());
});
afterAll(() => close());
beforeEach(() => fake.reset());

const checkoutsOf = (userId: number) => t.db.select().from(checkouts).where(eq(checkouts.userId, userId));

describe('POST /api/subscription/upgrade with Mercado Pago (docs/product.md#paying)', () => {
  it.each([
    ['quarterly', 'Plano Trimestral', 3, 149],
    ['biannual', 'Plano Semestral', 6, 264],
    ['annual', 'Plano Anual', 12, 396],
  ])('%s: a preference at the server’s price, sent through the SDK', async (plan, name, months, price) => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await upgrade(t, cookie, plan);
    expect(res.statusCode).toBe(200);
    const checkout = await latestCheckout(t, user.id);
    expect(checkout).toMatchObject({
      userId: user.id,
      planType: plan,
      planName: name,
      months,
      amount: price.toFixed(2),
      currency: 'BRL',
      provider: 'mercado_pago',
      externalReference: `nb:${user.id}:${plan}:${checkout.id}`,
    });
    expect(checkout.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(fake.preferences).toHaveLength(1);
    const [call] = fake.preferences;
    expect(call!.idempotencyKey).toBe(checkout.id);
    expect(call!.authorization).toBe('Bearer TEST-access-token');
    expect(call!.body).toEqual({
      items: [{ id: plan, title: name, quantity: 1, unit_price: price, currency_id: 'BRL' }],
      payer: { email: user.email },
      external_reference: checkout.externalReference,
      back_urls: {
        success: `${TEST_APP_URL}/payment/success`,
        failure: `${TEST_APP_URL}/subscription`,
        pending: `${TEST_APP_URL}/payment/success`,
      },
      auto_return: 'approved',
      notification_url: `${TEST_APP_URL}/api/mercado-pago/notifications`,
    });
    const { payment } = res.json();
    expect(payment.init_point).toBe(`http://fake-mp/checkout?pref=${payment.id}`);
    expect(checkout.preferenceId).toBe(payment.id);
  });

  it('each checkout has its own id and idempotency key', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await upgrade(t, cookie, 'annual');
    await upgrade(t, cookie, 'annual');
    const rows = await checkoutsOf(user.id);
    expect(rows).toHaveLength(2);
    expect(fake.preferences.map((p) => p.idempotencyKey).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it('a plan the admin disabled is refused: 400 and no checkout', async () => {
    const { user, cookie } = await createSignedInUser(t);
    await t.db.update(plans).set({ enabled: false }).where(eq(plans.id, 'biannual'));
    try {
      const res = await upgrade(t, cookie, 'biannual');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Plano inválido ou indisponível.' });
    } finally {
      await t.db.update(plans).set({ enabled: true }).where(eq(plans.id, 'biannual'));
    }
    expect(await checkoutsOf(user.id)).toEqual([]);
    expect(fake.preferences).toEqual([]);
  });

  it.each([
    [
      'a plan not in the table',
      { plan_type: 'monthly', payment_method: 'mercado_pago' },
      'Plano inválido ou indisponível.',
    ],
    ['an unknown plan', { plan_type: 'weekly', payment_method: 'mercado_pago' }, 'Plano inválido ou indisponível.'],
    ['a plan of the wrong type', { plan_type: 12, payment_method: 'mercado_pago' }, 'Plano inválido ou indisponível.'],
    ['another payment method', { plan_type: 'annual', payment_method: 'pix' }, 'Forma de pagamento inválida.'],
    ['no payment method', { plan_type: 'annual' }, 'Forma de pagamento inválida.'],
    [
      'an unknown field',
      { plan_type: 'annual', payment_method: 'mercado_pago', price: 1 },
      'Campo não permitido: price.',
    ],
    ['no body', undefined, 'O corpo da requisição está vazio.'],
  ])('%s: 400 with a message in Portuguese, and no checkout', async (_label, body, error) => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/subscription/upgrade',
      headers: keyed({ cookie, 'content-type': 'application/json' }),
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error });
    expect(await checkoutsOf(user.id)).toEqual([]);
    expect(fake.preferences).toEqual([]);
  });

  it('anonymous: 401', async () => {
    const before = await t.db.select().from(checkouts);
    const res = await upgrade(t, undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'Faça login para continuar.' });
    expect(await t.db.select().from(checkouts)).toHaveLength(before.length);
  });

  it('access granted by the team: 409, nothing to buy', async () => {
    const { user, cookie } = await parentWith(t, adminGranted);
    const res = await upgrade(t, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'Seu acesso já está liberado; não é preciso assinar.' });
    expect(await checkoutsOf(user.id)).toEqual([]);
  });

  it('Mercado Pago failing: 502 with the message to try later; the checkout row stays', async () => {
    const { user, cookie } = await createSignedInUser(t);
    fake.failing.preferences = true;
    const res = await upgrade(t, cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error: 'Não foi possível falar com o Mercado Pago agora. Tente novamente em alguns minutos.',
    });
    const [row] = await checkoutsOf(user.id);
    expect(row).toMatchObject({ planType: 'annual', preferenceId: null });
  });

  it('Mercado Pago unreachable: 502; another app in the process still reaches its own', async () => {
    const unreachable = await createMercadoPagoTestApp({ MERCADO_PAGO_API_URL: 'http://127.0.0.1:9' });
    try {
      const res = await upgrade(unreachable.t, (await createSignedInUser(unreachable.t)).cookie);
      expect(res.statusCode).toBe(502);
      expect((await upgrade(t, (await createSignedInUser(t)).cookie)).statusCode).toBe(200);
      expect(fake.preferences).toHaveLength(1);
    } finally {
      await unreachable.close();
    }
  });
});

describe('POST /api/subscription/upgrade in the demo (docs/product.md#demo-payment)', () => {
  it('answers the test-payment page of a new demo checkout, calling no provider', async () => {
    const demo = await createTestApp();
    try {
      const { user, cookie } = await createSignedInUser(demo);
      const res = await post(demo, '/api/subscription/upgrade', cookie, {
        plan_type: 'quarterly',
        payment_method: 'mercado_pago',
      });
      expect(res.statusCode).toBe(200);
      const checkout = await latestCheckout(demo, user.id);
      expect(checkout).toMatchObject({ provider: 'test', planType: 'quarterly', amount: '149.00', preferenceId: null });
      expect(res.json()).toEqual({
        payment: { id: checkout.id, init_point: `${TEST_APP_URL}/test-payment?checkout=${checkout.id}` },
      });
    } finally {
      await demo.close();
    }
  });
});

describe('rate limits: each checkout and each payment read may ask Mercado Pago', () => {
  it('20 checkouts an hour per account, then 429; another parent is not affected', async () => {
    const demo = await createTestApp();
    try {
      const parent = await createSignedInUser(demo);
      for (let i = 0; i < 20; i++) expect((await upgrade(demo, parent.cookie)).statusCode).toBe(200);
      const limited = await upgrade(demo, parent.cookie);
      expect(limited.statusCode).toBe(429);
      expect(await checkoutsOfIn(demo, parent.user.id)).toHaveLength(20);
      expect((await upgrade(demo, (await createSignedInUser(demo)).cookie)).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
  });

  it('60 payment reads a minute per account, then 429', async () => {
    const demo = await createTestApp();
    try {
      const { cookie } = await createSignedInUser(demo);
      for (let i = 0; i < 60; i++)
        expect((await get(demo, '/api/subscription/payments/123', cookie)).statusCode).toBe(404);
      expect((await get(demo, '/api/subscription/payments/123', cookie)).statusCode).toBe(429);
    } finally {
      await demo.close();
    }
  });
});

const checkoutsOfIn = (app: TestApp, userId: number) =>
  app.db.select().from(checkouts).where(eq(checkouts.userId, userId));
