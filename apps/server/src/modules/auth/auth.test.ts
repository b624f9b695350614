import { ACCOUNT_SUSPENDED } from '@neurobridge/shared/api/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates, userSessions, users } from '../../db/schema/users';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { runDevProviderLogin, signIn } from '../../../test/sign-in';
import { buildApp } from '../../app';
import type { OidcClient } from '../../integrations/oidc/oidc-client';
import { sha256 } from '../../lib/crypto';
import { NO_CODE_ERROR } from '@neurobridge/shared/api/auth';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in through the development provider', () => {
  it('creates a user identified by issuer and subject, and a session', async () => {
    const { cookie, user } = await signIn(t.app, { email: 'Ana@Example.com', name: 'Ana Souza' });
    expect(user.email).toBe('ana@example.com');
    expect(user.google_user_data).toEqual({ picture: null, given_name: 'Ana', family_name: 'Souza' });
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe('ana@example.com');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    expect(row!.issuer).toBe(`${t.config.appUrl}/dev-idp`);
  });

  it("the landing page's link starts the same sign-in before any script runs", async () => {
    const link = await t.app.inject({ method: 'GET', url: '/api/oauth/google/start' });
    expect(link.statusCode).toBe(302);
    expect(link.headers['cache-control']).toBe('no-store');
    expect(String(link.headers.location)).toMatch(/^http:\/\/localhost:3000\/dev-idp\/auth\?/);
    expect(String(link.headers['set-cookie'])).toMatch(
      /nb_login=.+; Max-Age=600; Path=\/api\/sessions; HttpOnly; SameSite=Lax/,
    );

    const flow = await runDevProviderLogin(t.app, { email: 'link@example.com' }, 'link');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: flow.jar.header() },
      payload: { code: flow.code, state: flow.state },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe('link@example.com');
  });

  it('a provider that cannot be reached sends the link back to the landing page, with no cookie', async () => {
    const unreachable = {
      authorizationUrl: () => Promise.reject(new Error('discovery failed')),
    } as unknown as OidcClient;
    const app = await buildApp({ config: t.config, database: t.database, webDist: false, oidcClient: unreachable });
    try {
      const link = await app.inject({ method: 'GET', url: '/api/oauth/google/start' });
      expect(link.statusCode).toBe(302);
      expect(link.headers.location).toBe('/');
      expect(link.headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('signing in again with the same e-mail is the same user', async () => {
    const a = await signIn(t.app, { email: 'bruno@example.com', name: 'Bruno' });
    const b = await signIn(t.app, { email: 'bruno@example.com', name: 'Bruno Lima' });
    expect(b.user.id).toBe(a.user.id);
    expect(b.user.full_name).toBe('Bruno Lima');
  });

  it('stores only a hash of the session token', async () => {
    const { cookie } = await signIn(t.app, { email: 'hash@example.com' });
    const token = cookie.match(/nb_session=([^;]+)/)![1]!;
    const rows = await t.db.select().from(userSessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.tokenHash))).toBe(true);
  });

  it('a reused code and state create no second session', async () => {
    const flow = await runDevProviderLogin(t.app, { email: 'reuse@example.com' });
    const body = { code: flow.code, state: flow.state };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: flow.jar.header() },
      payload: body,
    });
    expect(first.statusCode).toBe(200);
    const before = await t.db.select().from(userSessions);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: flow.jar.header() },
      payload: body,
    });
    expect(again.statusCode).toBe(400);
    expect(again.headers['set-cookie']?.toString() ?? '').not.toMatch(/nb_session=[^;]/);
    expect(await t.db.select().from(userSessions)).toHaveLength(before.length);
  });

  it('a state that does not match this browser creates no session', async () => {
    const flow = await runDevProviderLogin(t.app, { email: 'mismatch@example.com' });
    const before = (await t.db.select().from(userSessions)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: 'nb_login=someone-elses-state' },
      payload: { code: flow.code, state: flow.state },
    });
    expect(res.statusCode).toBe(400);
    expect((await t.db.select().from(userSessions)).length).toBe(before);
  });

  it('a forged code with a valid state creates no session and consumes the state', async () => {
    const flow = await runDevProviderLogin(t.app, { email: 'forged@example.com' });
    const before = (await t.db.select().from(userSessions)).length;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: flow.jar.header() },
      payload: { code: 'not-a-real-code', state: flow.state },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Não foi possível concluir o login. Tente entrar novamente.');
    expect((await t.db.select().from(userSessions)).length).toBe(before);
    const left = await t.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, sha256(flow.state!)));
    expect(left).toHaveLength(0);
  });

  it.each([{ state: 'x' }, { code: '', state: 'x' }, { code: '   ', state: 'x' }, { code: null, state: 'x' }, {}])(
    'a missing or empty code (%j) gives the spec error text',
    async (payload) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/sessions', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(NO_CODE_ERROR);
    },
  );

  it('rejects unknown fields and wrong types with a pt-BR message', async () => {
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      payload: { code: 'a', state: 'b', admin: true },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toContain('admin');
    const wrong = await t.app.inject({ method: 'POST', url: '/api/sessions', payload: { code: 42, state: 'b' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatch(/code/);
  });

  it('refuses a suspended user', async () => {
    await signIn(t.app, { email: 'suspended@example.com' });
    await t.db.update(users).set({ isActive: false }).where(eq(users.email, 'suspended@example.com'));
    const flow = await runDevProviderLogin(t.app, { email: 'suspended@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: flow.jar.header() },
      payload: { code: flow.code, state: flow.state },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ACCOUNT_SUSPENDED);
  });
});

describe('logout', () => {
  it('POST ends the server session: the old cookie gets 401', async () => {
    const { cookie } = await signIn(t.app, { email: 'logout@example.com' });
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('GET ends the session and redirects to /', async () => {
    const { cookie } = await signIn(t.app, { email: 'logout-get@example.com' });
    const out = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe('/');
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(401);
  });

  it('a suspended user is told at once, with a code the page acts on (docs/product.md#suspension)', async () => {
    const { cookie, user } = await signIn(t.app, { email: 'gone@example.com' });
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await t.app.syncSessionChanges();
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(403);
    expect(me.json()).toMatchObject({
      code: ACCOUNT_SUSPENDED,
      error: expect.stringMatching(/^Sua conta foi suspensa\./),
    });
  });
});
