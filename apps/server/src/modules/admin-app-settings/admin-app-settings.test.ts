import { adminAppSettingsApi } from '@neurobridge/shared/api/admin-app-settings';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countChildren } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser, refusedAdminCallers } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp, type App } from '../../app';
import { appSettings, auditLog, termsVersions } from '../../db/schema/admin';
import { sha256 } from '../../lib/crypto';
import { APP_SETTING_DEFAULTS } from '../settings/settings-service';
import { TERMS_TEXTS } from '../terms/terms-texts';
import { keyed } from '../../../test/idempotency-key';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await createAdminToken(t);
});
afterAll(() => t.close());

const URL = adminAppSettingsApi.get.path;
const bearer = (tk = token) => ({ cookie: `nb_admin=${tk}` });
const read = (app: App = t.app) => app.inject({ method: 'GET', url: URL, headers: bearer() });
const save = (payload: unknown, app: App = t.app) =>
  app.inject({ method: 'POST', url: URL, headers: bearer(), payload: payload as object });
const DEFAULTS = { ...APP_SETTING_DEFAULTS };

const settingsAudit = () =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'settings.changed'), gt(auditLog.id, since)))
    .orderBy(desc(auditLog.id));
const storedRows = async () => Object.fromEntries((await t.db.select().from(appSettings)).map((r) => [r.key, r.value]));

/** The audit trail is append-only: each test looks at the entries written after it started. */
let since = 0;
beforeEach(async () => {
  const [last] = await t.db.select({ id: auditLog.id }).from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  since = last?.id ?? 0;
});
/** Back to the defaults through the API, which also drops the app's settings cache. */
afterEach(async () => {
  expect((await save(DEFAULTS)).statusCode).toBe(200);
  await t.db.delete(termsVersions);
});

/** A version an owner published (docs/product.md#admin-terms), without making it the current one. */
async function published(version: string) {
  const text = `${TERMS_TEXTS['1.0']}\n\nversão ${version}`;
  await t.db.insert(termsVersions).values({
    version,
    title: `Termos ${version}`,
    text,
    summary: 'Mudou.',
    textHash: sha256(text),
    publishedAt: t.clock.now(),
  });
}

describe('who may call the app settings routes (docs/decisions/010-route-access.md)', () => {
  it('refuses nobody, a parent, a professional, a revoked and an expired admin token with 401, writing nothing', async () => {
    const callers = await refusedAdminCallers(t);
    for (const headers of callers) {
      for (const method of ['GET', 'POST'] as const) {
        const payload = method === 'POST' ? { ...DEFAULTS, max_children_per_user: '1' } : undefined;
        const res = await t.app.inject({ method, url: URL, headers, payload });
        expect(res.statusCode, `${method} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json().error).toBe('Acesso restrito à administração. Entre novamente.');
      }
    }
    expect((await storedRows()).max_children_per_user).toBe('5');
  });
});

describe('GET /api/admin/app-settings (docs/product.md#admin-app-settings)', () => {
  it('answers the four settings as strings and the terms versions that have a text', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ai_chat_enabled: 'true',
      report_generation_enabled: 'true',
      max_children_per_user: '5',
      terms_version: '1.0',
      terms_versions: ['1.0'],
    });
  });

  it('reads the database, not a cache: a change another server made shows at once', async () => {
    await t.db.update(appSettings).set({ value: '10' }).where(eq(appSettings.key, 'max_children_per_user'));
    expect((await read()).json().max_children_per_user).toBe('10');
  });
});

describe('POST /api/admin/app-settings (docs/product.md#admin-app-settings)', () => {
  it('saves every change in one go with one audit entry listing each changed key', async () => {
    const res = await save({ ...DEFAULTS, ai_chat_enabled: 'false', max_children_per_user: 'unlimited' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ai_chat_enabled: 'false', max_children_per_user: 'unlimited' });
    expect(await storedRows()).toMatchObject({ ai_chat_enabled: 'false', max_children_per_user: 'unlimited' });
    expect((await read()).json()).toMatchObject({ ai_chat_enabled: 'false', max_children_per_user: 'unlimited' });
    const entries = await settingsAudit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorType: 'admin',
      targetType: 'settings',
      targetId: 'app',
      details: {
        ai_chat_enabled: { old: 'true', new: 'false' },
        max_children_per_user: { old: '5', new: 'unlimited' },
      },
    });
    expect(Object.keys(entries[0]!.details as object).sort()).toEqual(['ai_chat_enabled', 'max_children_per_user']);
  });

  it('writes no audit entry when nothing changed', async () => {
    const res = await save(DEFAULTS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject(DEFAULTS);
    expect(await settingsAudit()).toHaveLength(0);
  });

  it('a new child limit applies to the next child a parent adds on this server at once', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const add = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/children', headers: keyed({ cookie }), payload: { name } });
    expect((await add('Primeira')).statusCode).toBe(201);
    expect((await save({ ...DEFAULTS, max_children_per_user: '1' })).statusCode).toBe(200);
    const refused = await add('Segunda');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: 'Você atingiu o limite de 1 criança. Remova um perfil ou fale com o suporte.',
    });
    expect(await countChildren(t.db, user.id)).toBe(1);
  });

  it('a published terms version asks a parent who had accepted to accept again, here and on another server at once', async () => {
    const other = await buildApp({ config: t.config, database: t.database, webDist: false, clock: t.clock });
    await other.ready();
    try {
      const { cookie } = await createSignedInUser(t);
      const check = (app: App) => app.inject({ method: 'GET', url: '/api/terms/check', headers: { cookie } });
      const accepted = await t.app.inject({
        method: 'POST',
        url: '/api/terms/accept',
        headers: { cookie },
        payload: { terms_version: '1.0' },
      });
      expect(accepted.statusCode).toBe(200);
      expect((await check(other)).json()).toMatchObject({ hasAccepted: true, terms_version: '1.0' });

      await published('2.0');
      await published('1.5');
      // Oldest first, by number.
      expect((await read()).json().terms_versions).toEqual(['1.0', '1.5', '2.0']);
      const res = await save({ ...DEFAULTS, terms_version: '2.0' });
      expect(res.statusCode).toBe(200);
      expect((await settingsAudit())[0]!.details).toEqual({ terms_version: { old: '1.0', new: '2.0' } });

      expect((await check(t.app)).json()).toMatchObject({ hasAccepted: false, terms_version: '2.0' });
      // The other server had read the settings a moment ago; the change's notice dropped them there.
      await other.syncSessionChanges();
      expect((await check(other)).json()).toMatchObject({ hasAccepted: false, terms_version: '2.0' });
    } finally {
      await other.close();
    }
  });

  it.each(['9.9', '1.00', 'profissional-1.0'])(
    'refuses %s, a terms version never published, with a clear message, writing nothing',
    async (version) => {
      await published('2.0');
      const res = await save({ ...DEFAULTS, max_children_per_user: '1', terms_version: version });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: `Não existe texto dos termos para a versão ${version}. Publique o texto antes de mudar a versão.`,
      });
      expect(await storedRows()).toMatchObject(DEFAULTS);
      expect(await settingsAudit()).toHaveLength(0);
    },
  );

  it('takes back an earlier published version (the built-in 1.0 too)', async () => {
    await published('2.0');
    expect((await save({ ...DEFAULTS, terms_version: '2.0' })).statusCode).toBe(200);
    const back = await save({ ...DEFAULTS, terms_version: '1.0' });
    expect(back.statusCode).toBe(200);
    expect(back.json().terms_version).toBe('1.0');
    expect((await settingsAudit())[0]!.details).toEqual({ terms_version: { old: '2.0', new: '1.0' } });
  });

  it.each([
    ['a toggle that is not true/false', { ai_chat_enabled: 'yes' }, 'Chat com IA: use true ou false.'],
    [
      'a boolean instead of a string',
      { report_generation_enabled: false },
      'Geração de relatórios: use true ou false.',
    ],
    [
      'a limit outside the choices',
      { max_children_per_user: '7' },
      'Limite de crianças inválido: use 1, 3, 5, 10 ou unlimited.',
    ],
    ['a limit as a number', { max_children_per_user: 1 }, 'Limite de crianças inválido: use 1, 3, 5, 10 ou unlimited.'],
    ['a limit of 0', { max_children_per_user: '0' }, 'Limite de crianças inválido: use 1, 3, 5, 10 ou unlimited.'],
    ['an empty terms version', { terms_version: '  ' }, 'A versão dos termos é obrigatória.'],
    ['a terms version as a number', { terms_version: 2 }, 'A versão dos termos é obrigatória.'],
    [
      'a terms version over 20 characters',
      { terms_version: '1'.repeat(21) },
      'A versão dos termos pode ter no máximo 20 caracteres.',
    ],
    ['a missing setting', { ai_chat_enabled: undefined }, 'Chat com IA: use true ou false.'],
  ])('refuses %s with a pt-BR 400, writing nothing', async (_label, change, error) => {
    const res = await save({ ...DEFAULTS, max_children_per_user: '3', ...change });
    expect(res.statusCode).toBe(400);
    // The message, also beside the field it is about (docs/product.md#error-answers).
    const field = Object.keys(change)[0]!;
    expect(res.json()).toEqual({ error, fields: { [field]: error } });
    expect(await storedRows()).toMatchObject(DEFAULTS);
    expect(await settingsAudit()).toHaveLength(0);
  });

  it('refuses an unknown field and a body that is not an object', async () => {
    const unknown = await save({ ...DEFAULTS, max_children_per_user: '1', admin: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Campo não permitido: admin.' });
    const notObject = await t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...bearer(), 'content-type': 'application/json' },
      payload: '["true"]',
    });
    expect(notObject.statusCode).toBe(400);
    expect(await storedRows()).toMatchObject(DEFAULTS);
    expect(await settingsAudit()).toHaveLength(0);
  });
});
