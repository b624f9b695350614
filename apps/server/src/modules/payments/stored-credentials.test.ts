import {
  adminPaymentSettingsApi,
  PAYMENTS_MISSING_TOKEN,
  PAYMENTS_MISSING_WEBHOOK_SECRET,
} from '@neurobridge/shared/api/admin-payment-settings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { signedNotification, startFakeMercadoPago, type FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/test-app';
import { paymentSettings } from '../../db/schema/billing';
import { ManualClock } from '../../lib/clock';
import { seal } from '../../lib/secret-box';
import { createPaymentProvider } from './payment-provider';
import {
  confirmationsTo,
  get,
  latestCheckout,
  newPaymentId,
  paymentsOf,
  subscriptionOf,
  upgrade,
} from './payments-testing';

// Payments follow the Mercado Pago credentials saved on the admin screen when the environment has
// none (docs/product.md#admin-mercado-pago, docs/product.md#paying); the environment wins.

const SETTINGS = adminPaymentSettingsApi.settings.path;
const STORED_TOKEN = 'APP_USR-stored-token-7777';
const STORED_SECRET = 'segredo-guardado-no-painel';
const ENV_TOKEN = 'APP_USR-env-token-1111';
const ENV_SECRET = 'segredo-do-ambiente';

let fake: FakeMercadoPago;
const apps: TestApp[] = [];

beforeAll(async () => {
  fake = await startFakeMercadoPago();
});
afterEach(() => fake.reset());
afterAll(async () => {
  for (const app of apps) await app.close();
  await fake.close();
});

async function appWith(env: Record<string, string> = {}) {
  const t = await createTestApp({ MERCADO_PAGO_API_URL: fake.url, ...env });
  apps.push(t);
  return { t, admin: await createAdminToken(t) };
}

const saveSettings = (t: TestApp, admin: string, payload: object) =>
  t.app.inject({ method: 'POST', url: SETTINGS, headers: { cookie: `nb_admin=${admin}` }, payload });
const readSettings = async (t: TestApp, admin: string) =>
  (await t.app.inject({ method: 'GET', url: SETTINGS, headers: { cookie: `nb_admin=${admin}` } })).json();

/** A signed notification of `paymentId`, then the processing that follows the answer. */
async function notify(t: TestApp, paymentId: string, secret: string) {
  const res = await t.app.inject(signedNotification({ secret, paymentId, now: t.clock.now() }));
  await t.app.payments.notificationsSettled();
  return res;
}

/** Mercado Pago (the fake) knows an approved payment of the parent's latest checkout. */
async function approvedPaymentOf(t: TestApp, userId: number) {
  const checkout = await latestCheckout(t, userId);
  const id = newPaymentId();
  fake.setPayment({
    id,
    status: 'approved',
    transaction_amount: Number(checkout.amount),
    currency_id: checkout.currency,
    external_reference: checkout.externalReference,
  });
  return { id, checkout };
}

const isDemoUrl = (url: string) => url.startsWith(`http://localhost:3000/test-payment?checkout=`);

describe('only stored credentials (no environment)', () => {
  it('a checkout goes to Mercado Pago with the stored token, and the webhook signed with the stored secret activates once', async () => {
    const { t, admin } = await appWith();
    expect(
      (await saveSettings(t, admin, { access_token: STORED_TOKEN, webhook_secret: STORED_SECRET })).statusCode,
    ).toBe(200);
    expect((await readSettings(t, admin)).payments).toEqual({ active: true, mode: 'mercado_pago', reason: null });

    const parent = await createSignedInUser(t);
    const res = await upgrade(t, parent.cookie, 'annual');
    expect(res.statusCode).toBe(200);
    expect(res.json().payment.init_point).toMatch(/^http:\/\/fake-mp\/checkout\?pref=/);
    expect(fake.preferences).toHaveLength(1);
    expect(fake.preferences[0]!.authorization).toBe(`Bearer ${STORED_TOKEN}`);
    expect((await latestCheckout(t, parent.user.id)).provider).toBe('mercado_pago');

    const { id } = await approvedPaymentOf(t, parent.user.id);
    // A notification signed with another secret is refused and applies nothing.
    expect((await notify(t, id, 'outro-segredo')).statusCode).toBe(401);
    expect(await paymentsOf(t, parent.user.id)).toHaveLength(0);

    expect((await notify(t, id, STORED_SECRET)).statusCode).toBe(200);
    expect((await notify(t, id, STORED_SECRET)).statusCode).toBe(200);
    const rows = await paymentsOf(t, parent.user.id);
    expect(rows.map((p) => [p.providerPaymentId, p.status])).toEqual([[id, 'approved']]);
    expect(await subscriptionOf(t, parent.user.id)).toMatchObject({ status: 'active', planType: 'annual' });
    expect(await confirmationsTo(t, parent.user.email)).toHaveLength(1);

    // The demo checkout is off while Mercado Pago is active.
    const demo = await get(t, `/api/test-payment/${(await latestCheckout(t, parent.user.id)).id}`, parent.cookie);
    expect(demo.statusCode).toBe(404);

    // The account page names Mercado Pago as a recipient.
    const account = (await get(t, '/api/account', parent.cookie)).json() as {
      recipients: { kind: string; name: string }[];
    };
    expect(account.recipients.find((r) => r.kind === 'payment_provider')?.name).toBe('Mercado Pago');
  });

  it('removing the stored token returns to the demo at once', async () => {
    const { t, admin } = await appWith();
    await saveSettings(t, admin, { access_token: STORED_TOKEN, webhook_secret: STORED_SECRET });
    const parent = await createSignedInUser(t);
    expect(isDemoUrl((await upgrade(t, parent.cookie)).json().payment.init_point)).toBe(false);

    expect((await saveSettings(t, admin, { access_token: '' })).statusCode).toBe(200);
    expect((await readSettings(t, admin)).payments).toEqual({
      active: false,
      mode: 'demo',
      reason: PAYMENTS_MISSING_TOKEN,
    });
    const res = await upgrade(t, parent.cookie);
    expect(res.statusCode).toBe(200);
    expect(isDemoUrl(res.json().payment.init_point)).toBe(true);
    expect(fake.preferences).toHaveLength(1);
    const checkout = await latestCheckout(t, parent.user.id);
    expect(checkout.provider).toBe('test');
    expect((await get(t, `/api/test-payment/${checkout.id}`, parent.cookie)).statusCode).toBe(200);
  });

  it('a stored token without a webhook secret does not turn Mercado Pago on: the demo stays, and the screen says why', async () => {
    const { t, admin } = await appWith();
    await saveSettings(t, admin, { access_token: STORED_TOKEN });
    expect((await readSettings(t, admin)).payments).toEqual({
      active: false,
      mode: 'demo',
      reason: PAYMENTS_MISSING_WEBHOOK_SECRET,
    });
    const parent = await createSignedInUser(t);
    const res = await upgrade(t, parent.cookie);
    expect(isDemoUrl(res.json().payment.init_point)).toBe(true);
    expect(fake.preferences).toHaveLength(0);
    // Any notification is refused: there is no secret to check it with.
    expect((await notify(t, newPaymentId(), 'qualquer')).statusCode).toBe(401);
  });

  it('in production, stored credentials turn payments on; without them nothing can be paid', async () => {
    const { t, admin } = await appWith(PRODUCTION_ENV);
    const parent = await createSignedInUser(t);
    const cookie = `__Host-${parent.cookie}`;
    expect((await readSettings(t, admin)).payments.mode).toBe('off');
    expect((await upgrade(t, cookie)).statusCode).toBe(502);
    await saveSettings(t, admin, { access_token: STORED_TOKEN, webhook_secret: STORED_SECRET });
    const res = await upgrade(t, cookie);
    expect(res.statusCode).toBe(200);
    expect(fake.preferences[0]!.authorization).toBe(`Bearer ${STORED_TOKEN}`);
  });
});

describe('the environment wins over the stored credentials', () => {
  it('uses the environment token and secret; the stored secret is not accepted', async () => {
    const { t, admin } = await appWith({
      MERCADO_PAGO_ACCESS_TOKEN: ENV_TOKEN,
      MERCADO_PAGO_WEBHOOK_SECRET: ENV_SECRET,
    });
    // Stored before the environment was set (the screen refuses to change locked fields).
    await t.db
      .insert(paymentSettings)
      .values({
        id: 1,
        accessTokenEnc: seal(t.config.secretsKey!, STORED_TOKEN),
        webhookSecretEnc: seal(t.config.secretsKey!, STORED_SECRET),
      })
      .onConflictDoUpdate({
        target: paymentSettings.id,
        set: {
          accessTokenEnc: seal(t.config.secretsKey!, STORED_TOKEN),
          webhookSecretEnc: seal(t.config.secretsKey!, STORED_SECRET),
        },
      });
    const settings = await readSettings(t, admin);
    expect(settings.locked).toEqual({ access_token: true, public_key: false, webhook_secret: true });
    expect(settings.webhook_secret).toBe('••••••••');
    expect(settings.payments.mode).toBe('mercado_pago');
    expect((await saveSettings(t, admin, { webhook_secret: 'outro-segredo-qualquer' })).statusCode).toBe(400);

    const parent = await createSignedInUser(t);
    expect((await upgrade(t, parent.cookie)).statusCode).toBe(200);
    expect(fake.preferences[0]!.authorization).toBe(`Bearer ${ENV_TOKEN}`);
    const { id } = await approvedPaymentOf(t, parent.user.id);
    expect((await notify(t, id, STORED_SECRET)).statusCode).toBe(401);
    expect((await notify(t, id, ENV_SECRET)).statusCode).toBe(200);
    expect((await subscriptionOf(t, parent.user.id))?.status).toBe('active');
  });

  it('an environment secret with a stored token turns Mercado Pago on', async () => {
    const { t, admin } = await appWith({ MERCADO_PAGO_WEBHOOK_SECRET: ENV_SECRET });
    expect((await readSettings(t, admin)).payments.reason).toBe(PAYMENTS_MISSING_TOKEN);
    await saveSettings(t, admin, { access_token: STORED_TOKEN });
    expect((await readSettings(t, admin)).payments.active).toBe(true);
    const parent = await createSignedInUser(t);
    expect((await upgrade(t, parent.cookie)).statusCode).toBe(200);
    expect(fake.preferences[0]!.authorization).toBe(`Bearer ${STORED_TOKEN}`);
  });

  it('an environment token without any webhook secret stays in the demo', async () => {
    const { t, admin } = await appWith({ MERCADO_PAGO_ACCESS_TOKEN: ENV_TOKEN });
    expect((await readSettings(t, admin)).payments).toEqual({
      active: false,
      mode: 'demo',
      reason: PAYMENTS_MISSING_WEBHOOK_SECRET,
    });
    const parent = await createSignedInUser(t);
    expect(isDemoUrl((await upgrade(t, parent.cookie)).json().payment.init_point)).toBe(true);
    // A stored secret completes it.
    await saveSettings(t, admin, { webhook_secret: STORED_SECRET });
    expect((await upgrade(t, parent.cookie)).json().payment.init_point).toMatch(/^http:\/\/fake-mp\//);
    expect(fake.preferences[0]!.authorization).toBe(`Bearer ${ENV_TOKEN}`);
  });
});

describe('the provider re-reads the stored credentials (docs/product.md#several-servers)', () => {
  it('a change written by another server shows here within 5 s; a secret that no longer opens counts as none', async () => {
    const { t } = await appWith();
    const clock = new ManualClock(t.clock.now());
    const errors: string[] = [];
    const provider = createPaymentProvider({
      db: t.db,
      clock,
      config: t.config,
      secretsKey: t.config.secretsKey!,
      onBackgroundError: (_err, what) => errors.push(what),
    });
    expect((await provider.state()).mode).toBe('demo');
    const key = t.config.secretsKey!;
    await t.db
      .insert(paymentSettings)
      .values({ id: 1, accessTokenEnc: seal(key, STORED_TOKEN), webhookSecretEnc: seal(key, STORED_SECRET) })
      .onConflictDoUpdate({
        target: paymentSettings.id,
        set: { accessTokenEnc: seal(key, STORED_TOKEN), webhookSecretEnc: seal(key, STORED_SECRET) },
      });
    clock.advance(4_000);
    expect(await provider.current()).toBeNull();
    clock.advance(1_000);
    const state = await provider.state();
    expect(state.mode).toBe('mercado_pago');
    expect(state.webhookSecret).toBe(STORED_SECRET);

    // Sealed under another key (SECRETS_KEY changed): read as none, never as garbage.
    const otherKey = Buffer.alloc(32, 7);
    await t.db.update(paymentSettings).set({ webhookSecretEnc: seal(otherKey, STORED_SECRET) });
    provider.invalidate();
    expect(await provider.state()).toMatchObject({
      gateway: null,
      webhookSecret: undefined,
      mode: 'demo',
      reason: PAYMENTS_MISSING_WEBHOOK_SECRET,
    });
    expect(errors).toEqual(['a stored Mercado Pago secret cannot be opened with SECRETS_KEY']);
  });
});
