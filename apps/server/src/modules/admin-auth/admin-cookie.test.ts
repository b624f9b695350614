import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/test-app';
import { adminTokens } from '../../db/schema/admin';
import { sha256 } from '../../lib/crypto';
import { CROSS_SITE_REFUSED } from '../../plugins/cross-site';
import {
  ADMIN_PASSWORD,
  adminCookie,
  asAdmin,
  createAdmin,
  enableTotp,
  login,
  tokenFromCookie,
} from './admin-auth-testing';
import { ADMIN_TOKEN_TTL_MS, SETUP_TOKEN_TTL_MS } from './admin-auth-service';
import { totpCode } from './totp';

// The admin token lives in an HttpOnly cookie scoped to /api/admin
// (docs/decisions/020-admin-session-cookie.md, docs/product.md#admin-sign-in).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setCookieOf = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat() as string[];
const live = (token: string) =>
  t.db
    .select()
    .from(adminTokens)
    .where(and(eq(adminTokens.tokenHash, sha256(token)), isNull(adminTokens.revokedAt)));

describe('the admin cookie', () => {
  it('the sign-in sets nb_admin HttpOnly, SameSite=Strict, Path=/api/admin, until the token expires; the body has no token', async () => {
    const admin = await createAdmin(t);
    const res = await login(t, { username: admin.username, password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const [header, ...more] = setCookieOf(res);
    expect(more).toEqual([]);
    const token = tokenFromCookie(res)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const expires = new Date(t.clock.now().getTime() + ADMIN_TOKEN_TTL_MS).toUTCString();
    expect(header).toBe(`nb_admin=${token}; Path=/api/admin; Expires=${expires}; HttpOnly; SameSite=Strict`);
    // Nothing a script could read: the answer names no token at all.
    expect(res.json()).toEqual({ code_required: false, expires_at: expect.any(String), setup_required: false });
    expect(res.body).not.toContain(token);
    expect(await live(token)).toHaveLength(1);
    expect((await asAdmin(t, token, 'GET', '/api/admin/me')).statusCode).toBe(200);
  });

  it('the password step of a two-step sign-in sets no cookie; the code step does', async () => {
    const admin = await createAdmin(t);
    const { secret } = await enableTotp(
      t,
      tokenFromCookie(await login(t, { username: admin.username, password: ADMIN_PASSWORD }))!,
    );
    t.clock.advance(30_000);
    const step1 = await login(t, { username: admin.username, password: ADMIN_PASSWORD });
    expect(step1.json()).toMatchObject({ code_required: true });
    expect(setCookieOf(step1)).toEqual([]);
    const step2 = await login(t, {
      username: admin.username,
      password: ADMIN_PASSWORD,
      code: totpCode(secret, t.clock.now()),
    });
    expect(step2.statusCode).toBe(200);
    expect(setCookieOf(step2)[0]).toMatch(
      /^nb_admin=[A-Za-z0-9_-]{43}; Path=\/api\/admin; Expires=.+; HttpOnly; SameSite=Strict$/,
    );
  });

  it('a refused sign-in sets no cookie', async () => {
    const admin = await createAdmin(t);
    const res = await login(t, { username: admin.username, password: 'errada' }, '192.0.2.77');
    expect(res.statusCode).toBe(401);
    expect(setCookieOf(res)).toEqual([]);
  });

  it('sign-out clears the cookie and revokes the token', async () => {
    const admin = await createAdmin(t);
    const token = tokenFromCookie(await login(t, { username: admin.username, password: ADMIN_PASSWORD }))!;
    const out = await asAdmin(t, token, 'POST', '/api/admin/logout');
    expect(out.statusCode).toBe(204);
    const [cleared] = setCookieOf(out);
    expect(cleared).toMatch(
      /^nb_admin=; Max-Age=0; Path=\/api\/admin; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/,
    );
    expect(await live(token)).toHaveLength(0);
    expect((await asAdmin(t, token, 'GET', '/api/admin/me')).statusCode).toBe(401);
  });

  it.each([
    ['Fetch Metadata says cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['another origin (no Fetch Metadata)', { origin: 'https://atacante.example' }],
  ])('a state-changing admin call from another site is refused (%s), and changes nothing', async (_, headers) => {
    const admin = await createAdmin(t);
    const token = tokenFromCookie(await login(t, { username: admin.username, password: ADMIN_PASSWORD }))!;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { ...adminCookie(token), ...headers },
    });
    expect(out.statusCode).toBe(403);
    expect(out.json()).toEqual({ error: CROSS_SITE_REFUSED });
    expect(await live(token)).toHaveLength(1);
    const setup = await t.app.inject({
      method: 'POST',
      url: '/api/admin/totp/setup',
      headers: { ...adminCookie(token), ...headers },
    });
    expect(setup.statusCode).toBe(403);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers,
      payload: { username: admin.username, password: ADMIN_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(setCookieOf(signIn)).toEqual([]);
    // The same call from the app's own page goes through.
    const same = await t.app.inject({
      method: 'POST',
      url: '/api/admin/logout',
      headers: { ...adminCookie(token), 'sec-fetch-site': 'same-origin' },
    });
    expect(same.statusCode).toBe(204);
  });
});

describe('over https (production)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(() => prod.close());

  it('the cookie is Secure too, and the set-up-only sign-in lasts as long as its token', async () => {
    const admin = await createAdmin(prod);
    const res = await login(prod, { username: admin.username, password: ADMIN_PASSWORD });
    expect(res.json()).toMatchObject({ setup_required: true });
    const token = tokenFromCookie(res)!;
    const expires = new Date(prod.clock.now().getTime() + SETUP_TOKEN_TTL_MS).toUTCString();
    expect(setCookieOf(res)[0]).toBe(
      `nb_admin=${token}; Path=/api/admin; Expires=${expires}; HttpOnly; Secure; SameSite=Strict`,
    );
    const out = await asAdmin(prod, token, 'POST', '/api/admin/logout');
    expect(setCookieOf(out)[0]).toContain('; Secure; SameSite=Strict');
  });
});
