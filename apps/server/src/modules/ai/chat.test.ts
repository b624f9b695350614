import {
  CHAT_CHILD_MISMATCH,
  CHAT_DISABLED,
  CHAT_FAILURE,
  CHAT_RATE_LIMITED,
  chatApi,
  INVALID_SESSION,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  SESSION_NOT_FOUND,
} from '@neurobridge/shared/api/chat';
import { pathFor } from '@neurobridge/shared/api/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createChildWorld } from '../../../test/child-factories';
import { createAdminToken } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { aiTrainingItems } from '../../db/schema/ai';
import { chatMessages, chatSessions } from '../../db/schema/chat';
import { users } from '../../db/schema/users';
import { startFakeOpenAi, type FakeOpenAi } from '../../integrations/openai/fake-openai';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { CHAT_PER_MINUTE } from './chat-service';
import { OFFLINE_INTRO, OFFLINE_UNKNOWN } from './offline-responder';
import { REDIRECT_ANSWER } from './safety';

const DAILY_CAP = 3;
let fake: FakeOpenAi;
let t: TestApp; // OPENAI_API_KEY set: the provider answers
let off: TestApp; // no key: the offline assistant answers

beforeAll(async () => {
  fake = await startFakeOpenAi();
  const env = { OPENAI_BASE_URL: fake.url, AI_DAILY_MESSAGES_PER_FAMILY: String(DAILY_CAP), AI_TIMEOUT_MS: '400' };
  [t, off] = await Promise.all([createTestApp({ ...env, OPENAI_API_KEY: 'sk-test-1234567890' }), createTestApp(env)]);
});
afterAll(async () => {
  await Promise.all([t.close(), off.close()]);
  await fake.close();
});
beforeEach(() => fake.reset());

async function world(app = t) {
  const w = await createChildWorld(app);
  // A surname, a diagnosis and a birth date the prompt must not carry (only "Lia" and the age group).
  await app.db
    .update(users)
    .set({ fullName: 'Marta Quitéria', email: 'marta.quiteria@example.com' })
    .where(eq(users.id, w.owner.user.id));
  return w;
}

const post = (app: TestApp, url: string, cookie: string | undefined, payload?: object) =>
  app.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const get = (app: TestApp, url: string, cookie?: string) =>
  app.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function childSession(app: TestApp, childId: number, cookie: string): Promise<string> {
  const res = await post(app, pathFor(chatApi.childSession, { id: childId }), cookie);
  expect(res.statusCode).toBe(201);
  return res.json<{ session_id: string }>().session_id;
}
async function messageCount(app: TestApp): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(chatMessages);
  return row!.n;
}

/** The events of a text/event-stream body, in order. */
function events(body: string): { event: string; data: Record<string, unknown> }[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: (.+)$/m.exec(block)![1]!;
      const data = JSON.parse(/^data: (.+)$/m.exec(block)![1]!) as Record<string, unknown>;
      return { event, data };
    });
}

describe('who may call the chat routes (docs/decisions/010-route-access.md)', () => {
  it('refuses nobody and an admin bearer with 401 on every route; another user gets 404 for a session', async () => {
    const w = await world();
    const sessionId = await childSession(t, w.child.id, w.owner.cookie);
    const admin = { authorization: `Bearer ${await createAdminToken(t)}` };
    const payload = { message: 'oi', child_id: w.child.id, session_id: sessionId };
    for (const e of Object.values(chatApi)) {
      const url = pathFor(e, { id: w.child.id, sessionId });
      for (const headers of [{}, admin]) {
        const res = await t.app.inject({ method: e.method, url, headers, ...(e.method === 'POST' ? { payload } : {}) });
        expect(res.statusCode, `${e.method} ${e.path}`).toBe(401);
      }
    }
    const before = await messageCount(t);
    for (const who of [w.otherParent, w.proWithAccess, w.proRevoked, w.proWithout]) {
      for (const url of [chatApi.chat.path, chatApi.chatStream.path]) {
        const res = await post(t, url, who.cookie, payload);
        expect([res.statusCode, res.json()]).toEqual([404, { error: SESSION_NOT_FOUND }]);
      }
    }
    expect(await messageCount(t)).toBe(before);
  });
});

describe('sessions and who may open or read them (docs/product.md#ai-chat)', () => {
  it('lets the parent and a professional with access open a child session; others get 404, nobody 401', async () => {
    const w = await world();
    const url = pathFor(chatApi.childSession, { id: w.child.id });
    expect((await post(t, url, w.owner.cookie)).statusCode).toBe(201);
    expect((await post(t, url, w.proWithAccess.cookie)).statusCode).toBe(201);
    for (const who of [w.otherParent, w.proRevoked, w.proWithout]) {
      const res = await post(t, url, who.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: CHILD_NOT_FOUND });
    }
    expect((await post(t, url, undefined)).statusCode).toBe(401);
    const admin = await createAdminToken(t);
    const res = await t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(401);
    const [stored] = await t.db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.childId, w.child.id));
    expect(stored!.n).toBe(2);
  });

  it('opens a dashboard session without a child; reading it is for its owner only', async () => {
    const w = await world();
    const res = await post(t, chatApi.session.path, w.owner.cookie);
    expect(res.statusCode).toBe(201);
    const id = res.json<{ session_id: string }>().session_id;
    const url = pathFor(chatApi.messages, { sessionId: id });
    expect((await get(t, url, w.owner.cookie)).json()).toEqual({ messages: [] });
    for (const who of [w.otherParent, w.proWithAccess]) {
      const other = await get(t, url, who.cookie);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ error: SESSION_NOT_FOUND });
    }
    expect((await get(t, url)).statusCode).toBe(401);
    expect((await get(t, pathFor(chatApi.messages, { sessionId: 'nao-e-uuid' }), w.owner.cookie)).json()).toEqual({
      error: INVALID_SESSION,
    });
  });

  it('refuses new sessions and messages while the admin has the chat off, and says so in /api/ai/settings', async () => {
    const w = await world();
    const sessionId = await childSession(t, w.child.id, w.owner.cookie);
    expect((await get(t, chatApi.settings.path, w.owner.cookie)).json()).toEqual({ enabled: true });
    const deps = await import('../settings/settings-service');
    const settings = deps.createSettingsService(t);
    await settings.set({ ai_chat_enabled: 'false' });
    try {
      // Each server re-reads settings within seconds; the test moves its clock past that.
      t.clock.advance(10_000);
      expect((await get(t, chatApi.settings.path, w.owner.cookie)).json()).toEqual({ enabled: false });
      const res = await post(t, chatApi.session.path, w.owner.cookie);
      expect([res.statusCode, res.json()]).toEqual([403, { error: CHAT_DISABLED }]);
      const before = await messageCount(t);
      const chat = await post(t, chatApi.chat.path, w.owner.cookie, {
        message: 'Oi',
        child_id: w.child.id,
        session_id: sessionId,
      });
      expect([chat.statusCode, chat.json()]).toEqual([403, { error: CHAT_DISABLED }]);
      expect(await messageCount(t)).toBe(before);
    } finally {
      await settings.set({ ai_chat_enabled: 'true' });
      t.clock.advance(10_000);
    }
    expect((await get(t, chatApi.settings.path)).statusCode).toBe(401);
  });
});

describe('asking the provider (docs/product.md#ai-assistant)', () => {
  it('answers from the provider, stores both messages, and sends only the first name and age group', async () => {
    const w = await world();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/ai-settings',
      headers: { authorization: `Bearer ${await createAdminToken(t)}` },
      payload: { system_prompt: 'Você é um ajudante gentil.' },
    });
    const { children } = await import('../../db/schema/children');
    await t.db
      .update(children)
      .set({ name: 'Lia Souza', diagnosisTea: true, teaLevel: 3, diagnosisTdah: true, birthDate: '2016-05-01' })
      .where(eq(children.id, w.child.id));
    const sessionId = await childSession(t, w.child.id, w.proWithAccess.cookie);
    const res = await post(t, chatApi.chat.path, w.proWithAccess.cookie, {
      message: '  Me ajuda com matemática?  ',
      child_id: w.child.id,
      session_id: sessionId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ response: fake.reply, source: 'ai' });
    const [request] = fake.chatRequests();
    expect(request!.authorization).toBe('Bearer sk-test-1234567890');
    expect(request!.body.model).toBe('o4-mini');
    expect(request!.body.temperature).toBe(1);
    expect(request!.body.max_completion_tokens).toBe(500);
    const prompt = JSON.stringify(request!.body.messages);
    expect(prompt).toContain('Lia');
    expect(prompt).toContain('pré-adolescente');
    for (const secret of ['Souza', 'TEA', 'TDAH', 'autis', 'nível', '2016', 'Marta', 'Quitéria', 'marta.quiteria']) {
      expect(prompt).not.toContain(secret);
    }
    const messages = await get(t, pathFor(chatApi.messages, { sessionId }), w.proWithAccess.cookie);
    expect(
      messages.json<{ messages: { role: string; content: string }[] }>().messages.map((m) => [m.role, m.content]),
    ).toEqual([
      ['user', 'Me ajuda com matemática?'],
      ['assistant', fake.reply],
    ]);
    // The parent cannot read the professional's session.
    expect((await get(t, pathFor(chatApi.messages, { sessionId }), w.owner.cookie)).statusCode).toBe(404);
  });

  it('removes links, e-mail addresses and requests for personal data from the answer', async () => {
    const w = await world();
    fake.reply =
      'Veja em https://exemplo.com/jogo agora! Qual é o seu endereço? Escreva para oi@exemplo.com. Você é demais!';
    const sessionId = await childSession(t, w.child.id, w.owner.cookie);
    const res = await post(t, chatApi.chat.path, w.owner.cookie, {
      message: 'Oi',
      child_id: w.child.id,
      session_id: sessionId,
    });
    const text = res.json<{ response: string }>().response;
    expect(text).not.toMatch(/https?:|exemplo\.com|@|endereço/);
    expect(text).toContain('Você é demais!');
  });

  it('streams the answer as delta events then done, and stores the whole answer', async () => {
    const w = await world();
    fake.reply = 'Primeira frase. Segunda frase! Terceira?';
    fake.chunks = 9;
    const sessionId = await childSession(t, w.child.id, w.owner.cookie);
    const res = await post(t, chatApi.chatStream.path, w.owner.cookie, {
      message: 'Conta uma coisa',
      child_id: w.child.id,
      session_id: sessionId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const list = events(res.body);
    const deltas = list.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(
      deltas
        .map((e) => e.data.text)
        .join('')
        .trim(),
    ).toBe(fake.reply);
    expect(list.at(-1)).toEqual({ event: 'done', data: { source: 'ai' } });
    expect(fake.chatRequests()[0]!.body.stream).toBe(true);
    const [last] = await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, sessionId))
      .orderBy(chatMessages.id)
      .offset(1);
    expect(last!.content).toBe(fake.reply);
  });

  it('refuses a bad stream request as JSON before streaming', async () => {
    const w = await world();
    const sessionId = await childSession(t, w.child.id, w.owner.cookie);
    const res = await post(t, chatApi.chatStream.path, w.owner.cookie, {
      message: ' ',
      child_id: w.child.id,
      session_id: sessionId,
    });
    expect([res.statusCode, res.json()]).toEqual([400, { error: MESSAGE_REQUIRED }]);
  });

  it('falls back to the offline assistant when the provider fails or is too slow', async () => {
    const w = await world();
    await t.db
      .insert(aiTrainingItems)
      .values({ prompt: 'Qual é a cor do céu?', response: 'O céu é azul! ☁️', category: 'educational' });
    const sessionId = await childSession(t, w.child.id, w.owner.cookie);
    for (const mode of ['error', 'slow'] as const) {
      fake.mode = mode;
      const res = await post(t, chatApi.chat.path, w.owner.cookie, {
        message: 'qual a cor do ceu',
        child_id: w.child.id,
        session_id: sessionId,
      });
      expect(res.json()).toEqual({ response: `O céu é azul! ☁️\n\n(${OFFLINE_INTRO})`, source: 'offline' });
      const stream = await post(t, chatApi.chatStream.path, w.owner.cookie, {
        message: 'cores do céu',
        child_id: w.child.id,
        session_id: sessionId,
      });
      const list = events(stream.body);
      expect(list.at(-1)).toEqual({ event: 'done', data: { source: 'offline' } });
      expect(list[0]!.data.text).toContain('O céu é azul!');
      // The failing moderation call already told: no second wait for a completion.
      expect(fake.requests.length, mode).toBeGreaterThan(0);
      expect(fake.chatRequests(), mode).toEqual([]);
      fake.reset();
    }
  });

  it('redirects a topic that is not for children without asking the provider for an answer', async () => {
    const w = await world();
    const sessionId = await childSession(t, w.child.id, w.owner.cookie);
    const res = await post(t, chatApi.chat.path, w.owner.cookie, {
      message: 'onde compro maconha',
      child_id: w.child.id,
      session_id: sessionId,
    });
    expect(res.json<{ response: string }>().response).toBe(REDIRECT_ANSWER);
    fake.flaggedWords = ['assustador'];
    const flagged = await post(t, chatApi.chat.path, w.owner.cookie, {
      message: 'me conta algo assustador',
      child_id: w.child.id,
      session_id: sessionId,
    });
    expect(flagged.json()).toEqual({ response: REDIRECT_ANSWER, source: 'ai' });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/moderations']);
    // A provider without moderation leaves it to the local list and answers.
    fake.moderation = false;
    const answered = await post(t, chatApi.chat.path, w.owner.cookie, {
      message: 'me conta uma história',
      child_id: w.child.id,
      session_id: sessionId,
    });
    expect(answered.json()).toEqual({ response: fake.reply, source: 'ai' });
  });
});

describe('limits and bad input', () => {
  it('refuses blank, too long and malformed messages in pt-BR and stores nothing', async () => {
    const w = await world();
    const sessionId = await childSession(t, w.child.id, w.owner.cookie);
    const before = await messageCount(t);
    const cases: [object, string][] = [
      [{ message: '   ', child_id: w.child.id, session_id: sessionId }, MESSAGE_REQUIRED],
      [{ message: 'a'.repeat(501), child_id: w.child.id, session_id: sessionId }, MESSAGE_TOO_LONG],
      [{ message: 'oi', child_id: w.child.id, session_id: 'x' }, INVALID_SESSION],
      [{ message: 'oi', child_id: null, session_id: sessionId }, CHAT_CHILD_MISMATCH],
    ];
    for (const [payload, error] of cases) {
      const res = await post(t, chatApi.chat.path, w.owner.cookie, payload);
      expect([res.statusCode, res.json()]).toEqual([400, { error }]);
    }
    expect(
      (
        await post(t, chatApi.chat.path, w.owner.cookie, {
          message: 'a'.repeat(500),
          child_id: w.child.id,
          session_id: sessionId,
        })
      ).statusCode,
    ).toBe(200);
    // Another user's session is 404, and a professional whose access ended is refused.
    const other = await post(t, chatApi.chat.path, w.otherParent.cookie, {
      message: 'oi',
      child_id: w.child.id,
      session_id: sessionId,
    });
    expect([other.statusCode, other.json()]).toEqual([404, { error: SESSION_NOT_FOUND }]);
    expect(await messageCount(t)).toBe(before + 2);
  });

  it('refuses a professional whose access ended after the session was opened', async () => {
    const w = await world();
    const sessionId = await childSession(t, w.child.id, w.proWithAccess.cookie);
    const { professionalAccess } = await import('../../db/schema/professionals');
    await t.db
      .update(professionalAccess)
      .set({ isActive: false })
      .where(eq(professionalAccess.professionalUserId, w.proWithAccess.user.id));
    const res = await post(t, chatApi.chat.path, w.proWithAccess.cookie, {
      message: 'oi',
      child_id: w.child.id,
      session_id: sessionId,
    });
    expect([res.statusCode, res.json()]).toEqual([404, { error: CHILD_NOT_FOUND }]);
  });

  it(`allows ${CHAT_PER_MINUTE} messages a minute per user, then 429 until the minute passes`, async () => {
    const w = await world(off);
    const sessionId = await childSession(off, w.child.id, w.owner.cookie);
    const send = () =>
      post(off, chatApi.chat.path, w.owner.cookie, { message: 'oi', child_id: w.child.id, session_id: sessionId });
    for (let i = 0; i < CHAT_PER_MINUTE; i++) expect((await send()).statusCode).toBe(200);
    const refused = await send();
    expect([refused.statusCode, refused.json()]).toEqual([429, { error: CHAT_RATE_LIMITED }]);
    off.clock.advance(61_000);
    expect((await send()).statusCode).toBe(200);
  });

  it('answers offline once the family reached its daily limit, and again with the provider the next day', async () => {
    const w = await world();
    const sessionId = await childSession(t, w.child.id, w.owner.cookie);
    const send = () =>
      post(t, chatApi.chat.path, w.owner.cookie, { message: 'xyz abc', child_id: w.child.id, session_id: sessionId });
    for (let i = 0; i < DAILY_CAP; i++) expect((await send()).json<{ source: string }>().source).toBe('ai');
    expect((await send()).json()).toEqual({ response: OFFLINE_UNKNOWN, source: 'offline' });
    t.clock.advance(24 * 3600_000);
    expect((await send()).json<{ source: string }>().source).toBe('ai');
  });
});

describe('without a key (docs/product.md#offline-assistant)', () => {
  it('answers from the closest training item, forgiving accents and word forms, and says it is offline', async () => {
    const w = await world(off);
    await off.db.insert(aiTrainingItems).values([
      { prompt: 'Como faço amigos na escola?', response: 'Sorria e convide para brincar! 😊', category: 'social' },
      { prompt: 'Estou triste', response: 'Tudo bem ficar triste. Respire fundo comigo. 💛', category: 'emotional' },
    ]);
    const sessionId = await childSession(off, w.child.id, w.owner.cookie);
    const ask = (message: string) =>
      post(off, chatApi.chat.path, w.owner.cookie, { message, child_id: w.child.id, session_id: sessionId });
    expect((await ask('como fazer AMIZADES e amigo na escola')).json()).toEqual({
      response: `Sorria e convide para brincar! 😊\n\n(${OFFLINE_INTRO})`,
      source: 'offline',
    });
    expect((await ask('estou tristinho')).json<{ response: string }>().response).toContain('Respire fundo');
    expect((await ask('quanto é 7 vezes 8')).json()).toEqual({ response: OFFLINE_UNKNOWN, source: 'offline' });
    const stream = await post(off, chatApi.chatStream.path, w.owner.cookie, {
      message: 'Estou triste',
      child_id: w.child.id,
      session_id: sessionId,
    });
    expect(events(stream.body).map((e) => e.event)).toEqual(['delta', 'done']);
    expect(fake.requests).toEqual([]);
  });
});

describe('streaming failure midway', () => {
  it('ends the stream with an error event carrying the failure text', async () => {
    const w = await world();
    const sessionId = await childSession(t, w.child.id, w.owner.cookie);
    // The first piece is a whole sentence, so it was already sent when the provider breaks.
    fake.reply = 'Uma frase inteira. Outra frase que nunca chega.';
    fake.chunks = 2;
    fake.mode = 'break';
    const res = await post(t, chatApi.chatStream.path, w.owner.cookie, {
      message: 'oi',
      child_id: w.child.id,
      session_id: sessionId,
    });
    const list = events(res.body);
    expect(list.map((e) => e.event)).toEqual(['delta', 'error']);
    expect(list[1]!.data).toEqual({ message: CHAT_FAILURE });
  });
});
