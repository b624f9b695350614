import {
  SYSTEM_PROMPT_MAX,
  SYSTEM_PROMPT_TOO_LONG,
  TRAINING_PROMPT_MAX,
  TRAINING_PROMPT_TOO_LONG,
  TRAINING_RESPONSE_TOO_LONG,
  adminAiApi,
  AI_KEY_LOCKED,
  DEFAULT_SYSTEM_PROMPT,
  INVALID_MAX_TOKENS,
  INVALID_TEMPERATURE,
  INVALID_TRAINING_CATEGORY,
  TEST_MESSAGE_REQUIRED,
  TRAINING_NOT_FOUND,
  TRAINING_PROMPT_REQUIRED,
  TRAINING_REMOVED,
  TRAINING_RESPONSE_REQUIRED,
} from '@neurobridge/shared/api/admin-ai';
import { SECRET_PARTLY_MASKED } from '@neurobridge/shared/api/admin-payment-settings';
import { pathFor } from '@neurobridge/shared/api/contract';
import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdminToken, refusedAdminCallers } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/admin';
import { aiSettings, aiTrainingItems } from '../../db/schema/ai';
import { open } from '../../lib/secret-box';
import { startFakeOpenAi, type FakeOpenAi } from '../../integrations/openai/fake-openai';
import { OFFLINE_INTRO } from './offline-responder';

let fake: FakeOpenAi;
let t: TestApp;
let token: string;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({ OPENAI_BASE_URL: fake.url });
  token = await createAdminToken(t);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.reset());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (app: TestApp, method: Method, url: string, payload?: object, tk = token) =>
  app.app.inject({ method, url, headers: { cookie: `nb_admin=${tk}` }, ...(payload ? { payload } : {}) });
const SETTINGS = adminAiApi.settings.path;
const TRAINING = adminAiApi.trainingList.path;
const item = (id: number) => pathFor(adminAiApi.trainingUpdate, { id });
async function trainingCount(): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(aiTrainingItems);
  return row!.n;
}

describe('who may call the AI admin routes (docs/decisions/010-route-access.md)', () => {
  it('refuses nobody, a parent, a professional, a revoked and an expired admin token with 401', async () => {
    const callers = await refusedAdminCallers(t);
    for (const e of Object.values(adminAiApi)) {
      for (const headers of callers) {
        const res = await t.app.inject({ method: e.method, url: e.path.replace(':id', '1'), headers });
        expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      }
    }
  });
});

describe('training items (docs/product.md#admin-ai-bot)', () => {
  it('adds, lists newest first, edits and deletes items', async () => {
    const first = await call(t, 'POST', TRAINING, { prompt: '  Oi  ', response: 'Olá! 😊', category: 'greeting' });
    expect(first.statusCode).toBe(201);
    t.clock.advance(1000);
    const second = await call(t, 'POST', TRAINING, {
      prompt: 'Estou triste',
      response: 'Respire fundo.',
      category: 'emotional',
    });
    const a = first.json<{ id: number; prompt: string }>();
    const b = second.json<{ id: number }>();
    expect(a.prompt).toBe('Oi');
    const list = await call(t, 'GET', TRAINING);
    expect(
      list
        .json<{ items: { id: number }[] }>()
        .items.map((i) => i.id)
        .slice(0, 2),
    ).toEqual([b.id, a.id]);
    const edited = await call(t, 'PUT', item(a.id), { prompt: 'Olá', response: 'Oi, tudo bem?', category: 'social' });
    expect(edited.json()).toMatchObject({ id: a.id, prompt: 'Olá', response: 'Oi, tudo bem?', category: 'social' });
    const removed = await call(t, 'DELETE', item(b.id));
    expect([removed.statusCode, removed.json()]).toEqual([200, { message: TRAINING_REMOVED }]);
    const trail = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'ai_training')).orderBy(auditLog.id);
    expect(trail.map((e) => [e.action, e.targetId])).toEqual([
      ['ai_training.created', String(a.id)],
      ['ai_training.created', String(b.id)],
      ['ai_training.updated', String(a.id)],
      ['ai_training.deleted', String(b.id)],
    ]);
    for (const [method, payload] of [
      ['DELETE', undefined],
      ['PUT', { prompt: 'x', response: 'y', category: 'help' }],
    ] as const) {
      const res = await call(t, method, item(b.id), payload);
      expect([res.statusCode, res.json()]).toEqual([404, { error: TRAINING_NOT_FOUND }]);
    }
  });

  it('refuses blank prompts and responses and unknown categories in pt-BR, writing nothing', async () => {
    const before = await trainingCount();
    const cases: [object, string][] = [
      [{ prompt: '  ', response: 'x', category: 'help' }, TRAINING_PROMPT_REQUIRED],
      [{ prompt: 'x', response: '', category: 'help' }, TRAINING_RESPONSE_REQUIRED],
      [{ prompt: 'x', response: 'y', category: 'jokes' }, INVALID_TRAINING_CATEGORY],
    ];
    for (const [payload, error] of cases) {
      const res = await call(t, 'POST', TRAINING, payload);
      expect([res.statusCode, res.json().error]).toEqual([400, error]);
    }
    expect(await trainingCount()).toBe(before);
  });

  it('refuses texts over their limit, saying the limit, beside the field; nothing is cut (docs/product.md#admin-ai-bot)', async () => {
    const before = await trainingCount();
    const long = await call(t, 'POST', TRAINING, {
      prompt: 'p'.repeat(10_000),
      response: 'r'.repeat(2001),
      category: 'help',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields).toEqual({ prompt: TRAINING_PROMPT_TOO_LONG, response: TRAINING_RESPONSE_TOO_LONG });
    expect(TRAINING_PROMPT_TOO_LONG).toContain(String(TRAINING_PROMPT_MAX));
    expect(await trainingCount()).toBe(before);
    const prompt = await call(t, 'POST', SETTINGS, { system_prompt: 's'.repeat(SYSTEM_PROMPT_MAX + 1) });
    expect([prompt.statusCode, prompt.json()]).toEqual([
      400,
      { error: SYSTEM_PROMPT_TOO_LONG, fields: { system_prompt: SYSTEM_PROMPT_TOO_LONG } },
    ]);
    const exact = await call(t, 'POST', SETTINGS, { system_prompt: 's'.repeat(SYSTEM_PROMPT_MAX) });
    expect(exact.json().system_prompt).toHaveLength(SYSTEM_PROMPT_MAX);
  });
});

describe('settings (docs/product.md#admin-ai-bot)', () => {
  it('starts with the defaults: o4-mini at temperature 1, 500 tokens, the default prompt, no key', async () => {
    const fresh = await createTestApp();
    try {
      const res = await call(fresh, 'GET', SETTINGS, undefined, await createAdminToken(fresh));
      expect(res.json()).toEqual({
        api_key: '',
        model: 'o4-mini',
        temperature: 1,
        max_tokens: 500,
        system_prompt: DEFAULT_SYSTEM_PROMPT,
        locked: { api_key: false },
        active: false,
      });
    } finally {
      await fresh.close();
    }
  });

  it('seals the key, answers it masked, keeps it when the masked value comes back, removes it with an empty value', async () => {
    const saved = await call(t, 'POST', SETTINGS, { api_key: 'sk-live-abcdef9876' });
    expect(saved.json()).toMatchObject({ api_key: '••••••••', active: true, locked: { api_key: false } });
    const [row] = await t.db.select().from(aiSettings);
    expect(row!.apiKeyEnc).not.toContain('sk-live');
    expect(open(t.config.secretsKey!, row!.apiKeyEnc!)).toBe('sk-live-abcdef9876');
    for (const masked of ['••••••••', '***9876']) {
      expect((await call(t, 'POST', SETTINGS, { api_key: masked, max_tokens: 800 })).json()).toMatchObject({
        api_key: '••••••••',
        max_tokens: 800,
      });
    }
    const [kept] = await t.db.select().from(aiSettings);
    expect(open(t.config.secretsKey!, kept!.apiKeyEnc!)).toBe('sk-live-abcdef9876');
    const partly = await call(t, 'POST', SETTINGS, { api_key: 'x••••9876' });
    expect([partly.statusCode, partly.json()]).toEqual([400, { error: SECRET_PARTLY_MASKED }]);
    // The admin test goes to the provider with the saved key.
    const test = await call(t, 'POST', adminAiApi.test.path, { message: 'Olá' });
    expect(test.json()).toEqual({ response: fake.reply, source: 'ai' });
    expect(fake.chatRequests()[0]!.authorization).toBe('Bearer sk-live-abcdef9876');
    expect(JSON.stringify(await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(5))).not.toContain(
      'sk-live',
    );
    expect((await call(t, 'POST', SETTINGS, { api_key: '' })).json()).toMatchObject({ api_key: '', active: false });
    const offline = await call(t, 'POST', adminAiApi.test.path, { message: 'Olá' });
    expect(offline.json<{ source: string }>().source).toBe('offline');
  });

  it('fixes the temperature at 1 for o-series models and keeps the chosen one for gpt-4.1', async () => {
    expect((await call(t, 'POST', SETTINGS, { model: 'o3', temperature: 0.3 })).json()).toMatchObject({
      model: 'o3',
      temperature: 1,
    });
    expect((await call(t, 'POST', SETTINGS, { model: 'gpt-4.1' })).json()).toMatchObject({
      model: 'gpt-4.1',
      temperature: 0.7,
    });
    expect((await call(t, 'POST', SETTINGS, { temperature: 0.3 })).json()).toMatchObject({ temperature: 0.3 });
    await call(t, 'POST', SETTINGS, { api_key: 'sk-other-5555' });
    await call(t, 'POST', adminAiApi.test.path, { message: 'Olá' });
    expect(fake.chatRequests()[0]!.body).toMatchObject({ model: 'gpt-4.1', temperature: 0.3 });
    fake.reset();
    await call(t, 'POST', SETTINGS, { model: 'o4-mini' });
    await call(t, 'POST', adminAiApi.test.path, { message: 'Olá' });
    expect(fake.chatRequests()[0]!.body).toMatchObject({ model: 'o4-mini', temperature: 1 });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.changed'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit[0]!.details).toMatchObject({ changes: { model: { old: 'gpt-4.1', new: 'o4-mini' } } });
  });

  it('refuses out-of-range values in pt-BR and changes nothing', async () => {
    const before = (await call(t, 'GET', SETTINGS)).json();
    const cases: [object, string][] = [
      [{ temperature: 1.5 }, INVALID_TEMPERATURE],
      [{ temperature: 0.25 }, INVALID_TEMPERATURE],
      [{ max_tokens: 99 }, INVALID_MAX_TOKENS],
      [{ max_tokens: 2001 }, INVALID_MAX_TOKENS],
    ];
    for (const [payload, error] of cases) {
      const res = await call(t, 'POST', SETTINGS, payload);
      expect([res.statusCode, res.json().error]).toEqual([400, error]);
    }
    expect((await call(t, 'GET', SETTINGS)).json()).toEqual(before);
    const blank = await call(t, 'POST', adminAiApi.test.path, { message: '  ' });
    expect([blank.statusCode, blank.json().error]).toEqual([400, TEST_MESSAGE_REQUIRED]);
  });

  it('shows OPENAI_API_KEY masked and locked, refuses another key, and calls the provider with it', async () => {
    const env = await createTestApp({ OPENAI_API_KEY: 'sk-env-key-4321', OPENAI_BASE_URL: fake.url });
    try {
      const tk = await createAdminToken(env);
      expect((await call(env, 'GET', SETTINGS, undefined, tk)).json()).toMatchObject({
        api_key: '••••••••',
        locked: { api_key: true },
        active: true,
      });
      const refused = await call(env, 'POST', SETTINGS, { api_key: 'sk-new' }, tk);
      expect([refused.statusCode, refused.json()]).toEqual([400, { error: AI_KEY_LOCKED }]);
      expect((await call(env, 'POST', SETTINGS, { api_key: '••••••••', max_tokens: 300 }, tk)).statusCode).toBe(200);
      await call(env, 'POST', adminAiApi.test.path, { message: 'Olá' }, tk);
      expect(fake.chatRequests()[0]!.authorization).toBe('Bearer sk-env-key-4321');
    } finally {
      await env.close();
    }
  });

  it('tests offline from the training items when there is no key', async () => {
    await call(t, 'POST', SETTINGS, { api_key: '' });
    await call(t, 'POST', TRAINING, {
      prompt: 'Qual é o maior planeta?',
      response: 'Júpiter! 🪐',
      category: 'educational',
    });
    const res = await call(t, 'POST', adminAiApi.test.path, { message: 'qual o maior dos planetas' });
    expect(res.json()).toEqual({ response: `Júpiter! 🪐\n\n(${OFFLINE_INTRO})`, source: 'offline' });
  });
});
