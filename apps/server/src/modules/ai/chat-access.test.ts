import {
  CHAT_CHILD_MISMATCH,
  CHAT_DISABLED,
  CHAT_RATE_LIMITED,
  chatApi,
  INVALID_SESSION,
  MESSAGE_REQUIRED,
  MESSAGE_TOO_LONG,
  SESSION_NOT_FOUND,
} from '@neurobridge/shared/api/chat';
import { pathFor } from '@neurobridge/shared/api/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chatWorld, childSession, DAILY_CAP, get, messageCount, post, useChatApps } from '../../../test/chat-apps';
import { createAdminToken } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { chatSessions } from '../../db/schema/chat';
import { CHILD_NOT_FOUND } from '../children/child-access';
import { CHAT_PER_MINUTE } from './chat-service';
import { OFFLINE_UNKNOWN } from './offline-responder';

// Who may use the chat, its sessions, and its limits; the answers themselves are in chat.test.ts.
const apps = useChatApps();
let t: TestApp;
let off: TestApp;
beforeAll(() => ({ t, off } = apps));
const world = (app: TestApp = t) => chatWorld(app);

describe('who may call the chat routes (docs/decisions/010-route-access.md)', () => {
  it('refuses nobody and an admin bearer with 401 on every route; another user gets 404 for a session', async () => {
    const w = await world();
    const sessionId = await childSession(t, w.child.id, w.owner.cookie);
    const admin = { cookie: `nb_admin=${await createAdminToken(t)}` };
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
    const res = await t.app.inject({ method: 'POST', url, headers: { cookie: `nb_admin=${admin}` } });
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
    expect((await get(t, chatApi.settings.path, w.owner.cookie)).json()).toEqual({ enabled: true, mode: 'ai' });
    const deps = await import('../settings/settings-service');
    const settings = deps.createSettingsService(t);
    await settings.set({ ai_chat_enabled: 'false' });
    try {
      // Each server re-reads settings within seconds; the test moves its clock past that.
      t.clock.advance(10_000);
      expect((await get(t, chatApi.settings.path, w.owner.cookie)).json()).toEqual({ enabled: false, mode: 'ai' });
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
