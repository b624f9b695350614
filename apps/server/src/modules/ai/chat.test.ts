import { CHAT_FAILURE, chatApi, MESSAGE_REQUIRED } from '@neurobridge/shared/api/chat';
import { pathFor } from '@neurobridge/shared/api/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatWorld, childSession, events, get, post, useChatApps } from '../../../test/chat-apps';
import { createAdminToken } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { aiTrainingItems } from '../../db/schema/ai';
import { chatMessages } from '../../db/schema/chat';
import type { FakeOpenAi } from '../../integrations/openai/fake-openai';
import { OFFLINE_INTRO, OFFLINE_UNKNOWN } from './offline-responder';
import { REDIRECT_ANSWER, REFERRAL_ANSWER } from './safety';
import { STARTER_ANSWERS } from './starter-answers';

// The chat's answers: from the provider, offline, streamed; who may call it is in chat-access.test.ts.
const apps = useChatApps();
let fake: FakeOpenAi;
let t: TestApp;
let off: TestApp;
beforeAll(() => ({ fake, t, off } = apps));
const world = (app: TestApp = t) => chatWorld(app);

describe('asking the provider (docs/product.md#ai-assistant)', () => {
  it('answers from the provider, stores both messages, and sends only the first name and age group', async () => {
    const w = await world();
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/ai-settings',
      headers: { cookie: `nb_admin=${await createAdminToken(t)}` },
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

describe('out of the box, without a key (docs/product.md#starter-answers)', () => {
  const starter = (id: string) => STARTER_ANSWERS.find((s) => s.id === id)!.answer;

  it('says it is offline in /api/ai/settings, never with the key; the provider app says ai', async () => {
    const w = await world(off);
    expect((await get(off, chatApi.settings.path, w.owner.cookie)).json()).toEqual({ enabled: true, mode: 'offline' });
    const res = await get(t, chatApi.settings.path, (await world()).owner.cookie);
    expect(res.json()).toEqual({ enabled: true, mode: 'ai' });
    expect(res.body).not.toContain('sk-test');
  });

  it('answers from the starter set by meaning, refers diagnoses, and the admin’s items override it', async () => {
    const w = await world(off);
    await off.db.delete(aiTrainingItems);
    const sessionId = await childSession(off, w.child.id, w.owner.cookie);
    const ask = async (message: string) =>
      (
        await post(off, chatApi.chat.path, w.owner.cookie, { message, child_id: w.child.id, session_id: sessionId })
      ).json<{ response: string; source: string }>();
    expect(await ask('meu filho nao dorme direito')).toEqual({
      response: `${starter('sono-dificuldade')}\n\n(${OFFLINE_INTRO})`,
      source: 'offline',
    });
    expect((await ask('quanto tempo de tablet por dia?')).response).toContain(starter('tela-tempo'));
    expect(await ask('Meu filho tem autismo?')).toEqual({ response: REFERRAL_ANSWER, source: 'offline' });
    expect(await ask('qual a dose de ritalina')).toEqual({ response: REFERRAL_ANSWER, source: 'offline' });

    // The admin asks a starter question with their own answer: it replaces the starter one, on
    // the next question, and an edit of it shows at once.
    const admin = { cookie: `nb_admin=${await createAdminToken(off)}` };
    const created = await off.app.inject({
      method: 'POST',
      url: '/api/admin/ai-training',
      headers: admin,
      payload: { prompt: 'Como funciona o teste grátis?', response: 'São 7 dias, sem cartão. 🎁', category: 'help' },
    });
    expect(created.statusCode).toBe(201);
    expect((await ask('o teste gratis precisa de cartao?')).response).toBe(
      `São 7 dias, sem cartão. 🎁\n\n(${OFFLINE_INTRO})`,
    );
    await off.app.inject({
      method: 'PUT',
      url: `/api/admin/ai-training/${created.json<{ id: number }>().id}`,
      headers: admin,
      payload: { prompt: 'Como funciona o teste grátis?', response: 'Sete dias grátis.', category: 'help' },
    });
    expect((await ask('o teste gratis precisa de cartao?')).response).toContain('Sete dias grátis.');
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
