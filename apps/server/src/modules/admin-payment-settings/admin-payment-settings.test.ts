import {
  adminPaymentSettingsApi,
  CONFIRM_FREE_PLAN,
  CONFIRM_NO_PLAN_ENABLED,
  CONNECTION_FAILED,
  CONNECTION_OK,
  CONNECTION_UNREACHABLE,
  HTTPS_IN_PRODUCTION,
  INVALID_PLAN_NAME,
  INVALID_PLAN_PRICE,
  INVALID_URL,
  LOCKED_BY_ENV,
  PAYMENTS_MISSING_BOTH,
  SECRET_PARTLY_MASKED,
  TOKEN_REQUIRED,
} from '@neurobridge/shared/api/admin-payment-settings';
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminToken, refusedAdminCallers } from '../../../test/factories';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../test/fake-mercado-pago';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { paymentSettings, plans } from '../../db/schema/billing';
import { open, seal } from '../../lib/secret-box';

const SETTINGS = adminPaymentSettingsApi.settings.path;
const PLANS = adminPaymentSettingsApi.plans.path;
const TEST = adminPaymentSettingsApi.testConnection.path;
const SAVE = adminPaymentSettingsApi.save.path;

let fake: FakeMercadoPago;
let t: TestApp;
let token: string;

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  t = await createTestApp({ MERCADO_PAGO_API_URL: fake.url });
  token = await createAdminToken(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

type Method = 'GET' | 'POST' | 'PUT';
const bearer = (tk: string) => ({ cookie: `nb_admin=${tk}` });
function call(app: TestApp, method: Method, url: string, payload?: object, tk = token) {
  return app.app.inject({ method, url, headers: bearer(tk), ...(payload === undefined ? {} : { payload }) });
}
const post = (url: string, payload: object) => call(t, 'POST', url, payload);
const get = (url: string) => call(t, 'GET', url);

async function settingsRow(app = t) {
  const [row] = await app.db.select().from(paymentSettings);
  return row!;
}
async function auditEntries(app = t) {
  return app.db.select().from(auditLog).where(eq(auditLog.action, 'settings.changed')).orderBy(desc(auditLog.id));
}
async function planRows(app = t) {
  return app.db.select().from(plans);
}

const plan = (overrides: Record<string, unknown> = {}) => ({
  name: 'Plano Anual',
  price: 396,
  currency: 'BRL',
  billing_cycle: '12 meses',
  description: 'Um ano de acesso',
  enabled: true,
  ...overrides,
});

describe('who may call the payment settings routes (docs/decisions/010-route-access.md)', () => {
  it('refuses nobody, a parent, a professional, a revoked and an expired admin token with 401', async () => {
    const callers = await refusedAdminCallers(t);
    for (const e of Object.values(adminPaymentSettingsApi)) {
      for (const headers of callers) {
        const res = await t.app.inject({
          method: e.method,
          url: e.path,
          headers,
          ...(e.method === 'POST' ? { payload: {} } : {}),
        });
        expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      }
    }
    expect(await auditEntries()).toHaveLength(0);
  });
});

describe('GET/POST /api/admin/mercado-pago-settings (docs/product.md#admin-mercado-pago)', () => {
  it('starts empty, in production mode, with nothing locked', async () => {
    const res = await get(SETTINGS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access_token: '',
      public_key: '',
      success_url: '',
      failure_url: '',
      webhook_url: '',
      notification_url: '',
      webhook_secret: '',
      sandbox_mode: 'false',
      locked: { access_token: false, public_key: false, webhook_secret: false },
      payments: { active: false, mode: 'demo', reason: PAYMENTS_MISSING_BOTH },
    });
  });

  it('seals the secrets, answers them masked, and a masked value sent back keeps them', async () => {
    const saved = await post(SETTINGS, {
      access_token: 'APP_USR-secret-token-9876',
      public_key: 'APP_USR-public-key-4321',
      success_url: 'http://localhost:3000/payment/success',
      failure_url: 'http://localhost:3000/subscription',
      webhook_url: 'https://neurobridge.example/api/mercado-pago/webhook',
      notification_url: 'https://neurobridge.example/api/mercado-pago/notifications',
      sandbox_mode: 'true',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      access_token: '••••••••',
      public_key: '••••••••',
      sandbox_mode: 'true',
      success_url: 'http://localhost:3000/payment/success',
    });
    const row = await settingsRow();
    expect(row.accessTokenEnc).not.toContain('secret-token');
    expect(row.publicKey).not.toContain('public-key');
    expect(open(t.config.secretsKey!, row.accessTokenEnc!)).toBe('APP_USR-secret-token-9876');

    // The screen sends back what it was given: nothing changes, no audit entry.
    const before = (await auditEntries()).length;
    const again = await post(SETTINGS, { ...saved.json(), locked: undefined, payments: undefined });
    expect(again.statusCode).toBe(200);
    expect((await settingsRow()).accessTokenEnc).toBe(row.accessTokenEnc);
    expect(await auditEntries()).toHaveLength(before);
    expect((await get(SETTINGS)).json()).toMatchObject({ access_token: '••••••••' });
  });

  it('audits old and new values, secrets only as changed', async () => {
    await post(SETTINGS, { access_token: 'APP_USR-second-token-5555', success_url: 'https://a.example/ok' });
    const [entry] = await auditEntries();
    expect(entry!.targetId).toBe('mercado_pago');
    expect(entry!.details).toEqual({
      changes: {
        access_token: 'changed',
        success_url: { old: 'http://localhost:3000/payment/success', new: 'https://a.example/ok' },
      },
    });
    expect(JSON.stringify(entry)).not.toContain('second-token');
  });

  it('removes a stored secret when it is sent empty', async () => {
    await post(SETTINGS, { public_key: '' });
    expect((await settingsRow()).publicKey).toBeNull();
    expect((await get(SETTINGS)).json().public_key).toBe('');
    const [entry] = await auditEntries();
    expect(entry!.details).toEqual({ changes: { public_key: 'removed' } });
  });

  it.each([
    [{ success_url: 'ftp://example.com/x' }, INVALID_URL],
    [{ success_url: 'example.com/ok' }, INVALID_URL],
    [{ webhook_url: `https://example.com/${'a'.repeat(500)}` }, INVALID_URL],
    [{ notification_url: 42 }, INVALID_URL],
    [{ sandbox_mode: true }, 'Modo inválido: use true ou false.'],
    [{ sandbox_mode: 'yes' }, 'Modo inválido: use true ou false.'],
    [{ access_token: 'x'.repeat(501) }, 'O Access Token pode ter no máximo 500 caracteres.'],
    [{ access_token: 123 }, 'O Access Token pode ter no máximo 500 caracteres.'],
  ])('refuses %j with a pt-BR 400 and writes nothing', async (body, message) => {
    const before = await settingsRow();
    const audits = (await auditEntries()).length;
    const res = await post(SETTINGS, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await settingsRow()).toEqual(before);
    expect(await auditEntries()).toHaveLength(audits);
  });

  it('trims a pasted secret, and refuses one typed over its mask', async () => {
    const res = await post(SETTINGS, { public_key: '  APP_USR-pasted-key-8888\n' });
    expect(res.json().public_key).toBe('••••••••');
    expect(open(t.config.secretsKey!, (await settingsRow()).publicKey!)).toBe('APP_USR-pasted-key-8888');
    const before = await settingsRow();
    const edited = await post(SETTINGS, { public_key: '••••••••8888x' });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().error).toBe(SECRET_PARTLY_MASKED);
    expect(await settingsRow()).toEqual(before);
    await post(SETTINGS, { public_key: '' });
  });

  it('refuses unknown fields', async () => {
    const res = await post(SETTINGS, { access_token: 'APP_USR-other-0000', webhook_secret_enc: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/webhook_secret_enc/);
    expect(open(t.config.secretsKey!, (await settingsRow()).accessTokenEnc!)).toBe('APP_USR-second-token-5555');
  });
});

describe('settings from the environment win over the screen', () => {
  let envApp: TestApp;
  let envToken: string;
  beforeAll(async () => {
    envApp = await createTestApp({
      MERCADO_PAGO_ACCESS_TOKEN: 'ENV-access-token-1111',
      MERCADO_PAGO_API_URL: fake.url,
    });
    envToken = await createAdminToken(envApp);
  });
  afterAll(() => envApp.close());

  it('reports the environment token locked and masked', async () => {
    const res = await call(envApp, 'GET', SETTINGS, undefined, envToken);
    expect(res.json()).toMatchObject({
      access_token: '••••••••',
      public_key: '',
      locked: { access_token: true, public_key: false },
    });
  });

  it('accepts the locked field sent unchanged and refuses a different value', async () => {
    const same = await call(envApp, 'POST', SETTINGS, { access_token: '••••••••', sandbox_mode: 'true' }, envToken);
    expect(same.statusCode).toBe(200);
    const before = await settingsRow(envApp);
    const other = await call(envApp, 'POST', SETTINGS, { access_token: 'APP_USR-x', sandbox_mode: 'false' }, envToken);
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toBe(LOCKED_BY_ENV);
    expect(await settingsRow(envApp)).toEqual(before);
    expect(before.accessTokenEnc).toBeNull();
  });

  it('tests the environment token', async () => {
    fake.validTokens.add('ENV-access-token-1111');
    const res = await call(envApp, 'POST', TEST, {}, envToken);
    expect(res.json()).toEqual({ success: true, message: CONNECTION_OK });
  });
});

describe('production: https only', () => {
  it('refuses an http address and writes nothing', async () => {
    const prod = await createTestApp({ ...PRODUCTION_ENV, SECRETS_KEY: randomBytes(32).toString('base64') });
    try {
      const tk = await createAdminToken(prod);
      const before = await settingsRow(prod);
      const res = await call(prod, 'POST', SETTINGS, { success_url: 'http://neurobridge.example/ok' }, tk);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(HTTPS_IN_PRODUCTION);
      expect(await settingsRow(prod)).toEqual(before);
      const upper = await call(prod, 'POST', SETTINGS, { failure_url: 'HTTP://neurobridge.example/no' }, tk);
      expect(upper.statusCode).toBe(400);
      expect(await settingsRow(prod)).toEqual(before);
      const ok = await call(prod, 'POST', SETTINGS, { success_url: 'https://neurobridge.example/ok' }, tk);
      expect(ok.statusCode).toBe(200);
    } finally {
      await prod.close();
    }
  });
});

describe('a stored secret sealed under another key (docs/product.md#secrets)', () => {
  it('is never shown as garbage: it reads as none, and can be replaced', async () => {
    const otherKey = randomBytes(32);
    await t.db.update(paymentSettings).set({ accessTokenEnc: seal(otherKey, 'APP_USR-lost-7777') });
    expect((await get(SETTINGS)).json().access_token).toBe('');
    const res = await post(SETTINGS, { access_token: 'APP_USR-new-token-2222' });
    expect(res.json().access_token).toBe('••••••••');
  });
});

describe('POST /api/admin/mercado-pago-test', () => {
  beforeEach(() => fake.reset());

  it('asks for a token when none is given or stored', async () => {
    await post(SETTINGS, { access_token: '' });
    const res = await post(TEST, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(TOKEN_REQUIRED);
    expect(fake.userReads).toHaveLength(0);
  });

  it('tests a typed token over HTTP, and the stored one when the masked value is sent', async () => {
    fake.validTokens.add('APP_USR-good-token-3333');
    const typed = await post(TEST, { access_token: 'APP_USR-good-token-3333' });
    expect(typed.statusCode).toBe(200);
    expect(typed.json()).toEqual({ success: true, message: CONNECTION_OK });
    expect(fake.userReads).toEqual(['Bearer APP_USR-good-token-3333']);

    await post(SETTINGS, { access_token: 'APP_USR-bad-token-4444' });
    const stored = await post(TEST, { access_token: '••••••••' });
    expect(stored.json()).toEqual({ success: false, message: CONNECTION_FAILED });
    expect(fake.userReads.at(-1)).toBe('Bearer APP_USR-bad-token-4444');
  });

  it('refuses unknown fields and too long tokens', async () => {
    expect((await post(TEST, { token: 'x' })).statusCode).toBe(400);
    expect((await post(TEST, { access_token: 'x'.repeat(501) })).statusCode).toBe(400);
    expect(fake.userReads).toHaveLength(0);
  });

  it('is limited to 10 a minute per administrator', async () => {
    const tk = await createAdminToken(t);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await call(t, 'POST', TEST, {}, tk)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
    // Another administrator is not held back.
    expect((await post(TEST, {})).statusCode).toBe(200);
  });
});

describe('GET/POST /api/admin/mercado-pago-plans (docs/product.md#admin-plans)', () => {
  it('answers the three seeded plans', async () => {
    const res = await get(PLANS);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(['quarterly', 'biannual', 'annual']);
    expect(res.json().annual).toMatchObject({ name: 'Plano Anual', price: 396, currency: 'BRL', enabled: true });
  });

  it('changes the price the server charges and the public plans follow at once', async () => {
    const res = await post(PLANS, { annual: plan({ price: 359.9, description: 'Melhor preço' }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().annual).toMatchObject({ price: 359.9, description: 'Melhor preço' });
    const publicPlans = (await t.app.inject({ method: 'GET', url: '/api/subscription/plans' })).json();
    expect(publicPlans.annual).toMatchObject({ price: 359.9, monthlyPrice: 29.99 });
    const [entry] = await auditEntries();
    expect(entry!.targetId).toBe('plans');
    expect(entry!.details).toEqual({
      changes: {
        annual: {
          price: { old: 396, new: 359.9 },
          description: { old: expect.any(String), new: 'Melhor preço' },
          billing_cycle: { old: expect.any(String), new: '12 meses' },
        },
      },
    });
  });

  it.each([
    [{ annual: plan({ name: '' }) }, INVALID_PLAN_NAME],
    [{ annual: plan({ name: 'x'.repeat(61) }) }, INVALID_PLAN_NAME],
    [{ annual: plan({ price: -1 }) }, INVALID_PLAN_PRICE],
    [{ annual: plan({ price: 100000.01 }) }, INVALID_PLAN_PRICE],
    [{ annual: plan({ price: 10.001 }) }, INVALID_PLAN_PRICE],
    [{ annual: plan({ price: '396' }) }, INVALID_PLAN_PRICE],
    [{ annual: plan({ description: 'x'.repeat(301) }) }, 'A descrição pode ter no máximo 300 caracteres.'],
    [{ annual: plan({ billing_cycle: 'x'.repeat(41) }) }, 'O ciclo de cobrança pode ter no máximo 40 caracteres.'],
    [{ annual: plan({ currency: 'USD' }) }, 'A moeda dos planos é BRL.'],
    [{ annual: plan({ enabled: 'sim' }) }, 'Ativo deve ser verdadeiro ou falso.'],
  ])('refuses %j with a pt-BR 400 and writes nothing', async (body, message) => {
    const before = await planRows();
    const audits = (await auditEntries()).length;
    const res = await post(PLANS, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect(await planRows()).toEqual(before);
    expect(await auditEntries()).toHaveLength(audits);
  });

  it('refuses unknown fields and unknown plans', async () => {
    expect((await post(PLANS, { monthly: plan() })).statusCode).toBe(400);
    expect((await post(PLANS, { annual: { ...plan(), months: 1 } })).statusCode).toBe(400);
  });

  it('accepts a price with 2 decimals that binary floating point cannot hold exactly', async () => {
    const res = await post(PLANS, { quarterly: plan({ name: 'Plano Trimestral', price: 19.99 }) });
    expect(res.json().quarterly.price).toBe(19.99);
  });

  it('asks to confirm a price of 0, and saves it when confirmed', async () => {
    const before = await planRows();
    const res = await post(PLANS, { biannual: plan({ price: 0 }) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(CONFIRM_FREE_PLAN);
    expect(await planRows()).toEqual(before);
    const confirmed = await post(PLANS, { biannual: plan({ price: 0 }), confirm: true });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().biannual.price).toBe(0);
    expect((await auditEntries())[0]!.details).toMatchObject({ confirmed: true });
    // Saving the screen again (the free plan unchanged) does not ask again.
    const again = await post(PLANS, { biannual: plan({ price: 0, description: 'Grátis por um tempo' }) });
    expect(again.statusCode).toBe(200);
    // Turning a free plan back on after disabling it asks again.
    expect((await post(PLANS, { biannual: plan({ price: 0, enabled: false }) })).statusCode).toBe(200);
    expect((await post(PLANS, { biannual: plan({ price: 0 }) })).statusCode).toBe(409);
    expect((await post(PLANS, { biannual: plan({ price: 264 }) })).statusCode).toBe(200);
  });

  it('asks to confirm disabling the last enabled plan', async () => {
    const off = { enabled: false };
    const body = { quarterly: plan(off), biannual: plan(off), annual: plan(off) };
    const res = await post(PLANS, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(CONFIRM_NO_PLAN_ENABLED);
    expect((await planRows()).some((r) => r.enabled)).toBe(true);
    expect((await post(PLANS, { ...body, confirm: true })).statusCode).toBe(200);
    expect((await planRows()).some((r) => r.enabled)).toBe(false);
    // Enabling one again needs no confirmation.
    expect((await post(PLANS, { annual: plan() })).statusCode).toBe(200);
  });
});

describe('PUT /api/admin/mercado-pago: the whole screen, all or nothing (docs/product.md#admin-mercado-pago)', () => {
  const put = (payload: object) => call(t, 'PUT', SAVE, payload);
  const snapshot = async () => ({
    settings: await settingsRow(),
    plans: await planRows(),
    audit: await auditEntries(),
  });

  it('refuses an invalid plan name with every wrong field named, and writes nothing', async () => {
    const before = await snapshot();
    const res = await put({
      settings: { sandbox_mode: before.settings.sandboxMode ? 'false' : 'true', success_url: 'nope' },
      plans: { quarterly: plan({ name: '' }), annual: plan({ price: -1 }) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'settings.success_url': INVALID_URL,
      'plans.quarterly.name': INVALID_PLAN_NAME,
      'plans.annual.price': INVALID_PLAN_PRICE,
    });
    expect(await snapshot()).toEqual(before);
  });

  it('writes nothing when the plans ask for confirmation, and both parts once confirmed', async () => {
    const before = await snapshot();
    const sandbox = before.settings.sandboxMode ? 'false' : 'true';
    const body = { settings: { sandbox_mode: sandbox }, plans: { quarterly: plan({ price: 0 }) } };
    const asked = await put(body);
    expect(asked.statusCode).toBe(409);
    expect(asked.json().error).toBe(CONFIRM_FREE_PLAN);
    expect(await snapshot()).toEqual(before);

    const saved = await put({ ...body, plans: { ...body.plans, confirm: true } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings.sandbox_mode).toBe(sandbox);
    expect(saved.json().plans.quarterly.price).toBe(0);
    expect((await auditEntries()).length).toBe(before.audit.length + 2);
    await put({ plans: { quarterly: plan({ price: 99 }) } });
  });

  it('marks the field a refusal after the schema is about (a secret typed over its mask)', async () => {
    const res = await put({ settings: { public_key: '••••••••x' }, plans: { annual: plan() } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: SECRET_PARTLY_MASKED,
      fields: { 'settings.public_key': SECRET_PARTLY_MASKED },
    });
  });

  it('refuses every caller but an administrator', async () => {
    for (const headers of await refusedAdminCallers(t)) {
      const res = await t.app.inject({ method: 'PUT', url: SAVE, headers, payload: {} });
      expect(res.statusCode).toBe(401);
    }
  });
});

describe('the connection test when Mercado Pago cannot be reached', () => {
  it('says it is the connection, not the credentials', async () => {
    const down = await createTestApp({ MERCADO_PAGO_API_URL: 'http://127.0.0.1:9' });
    try {
      const tk = await createAdminToken(down);
      const res = await call(down, 'POST', TEST, { access_token: 'APP_USR-any-token' }, tk);
      expect(res.json()).toEqual({ success: false, message: CONNECTION_UNREACHABLE });
    } finally {
      await down.close();
    }
  });
});
