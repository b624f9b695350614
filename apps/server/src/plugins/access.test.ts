import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userSessions } from '../db/schema/users';

/**
 * Every route the app registers, as "METHOD /url". Fastify has no public route list, so the
 * factory is wrapped to add an onRoute hook before buildApp registers anything.
 */
const registered = vi.hoisted(() => new Map<string, { method: string; url: string; access?: string }>());
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = actual.default as unknown as (opts: unknown) => FastifyInstance;
  const wrapped = (opts: unknown) => {
    const app = create(opts);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        registered.set(`${method} ${route.url}`, { method, url: route.url, access: route.config?.access });
      }
    });
    return app;
  };
  return { ...actual, default: wrapped, fastify: wrapped };
});

const LOGIN_ERROR = { error: 'Faça login para continuar.' };
const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function apiRoutes() {
  return [...registered.values()].filter(({ url }) => url.startsWith('/api/') && !url.startsWith('/api/docs'));
}

function request(route: { method: string; url: string }, cookie?: string) {
  const url = route.url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return t.app.inject({
    method: route.method as 'GET',
    url,
    headers: cookie ? { cookie } : {},
    ...(hasBody ? { payload: {} } : {}),
  });
}

describe('anonymous access to the API, by the access each route declares', () => {
  it('every /api route declares who may call it', () => {
    const routes = apiRoutes();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/users/me', 'GET /api/terms/check', 'POST /api/terms/accept']),
    );
    for (const r of routes) expect(['public', 'user', 'admin', 'webhook'], `${r.method} ${r.url}`).toContain(r.access);
  });

  it('every `user` route answers 401 without a session', async () => {
    const userRoutes = apiRoutes().filter((r) => r.access === 'user');
    expect(userRoutes.length).toBeGreaterThanOrEqual(10);
    for (const route of userRoutes) {
      const res = await request(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(res.json(), `${route.method} ${route.url}`).toEqual(LOGIN_ERROR);
    }
  });

  it('every `public` route answers without a session', async () => {
    const publicRoutes = apiRoutes().filter((r) => r.access === 'public');
    expect(publicRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'GET /api/app-info',
        'GET /api/health',
        'GET /api/logout',
        'GET /api/oauth/google/redirect_url',
        'GET /api/oauth/google/start',
        'GET /api/ready',
        'GET /api/subscription/plans',
        'GET /api/terms',
        'GET /api/terms/professional',
        'GET /api/terms/versions',
        'GET /api/terms/versions/:version',
        'HEAD /api/app-info',
        'HEAD /api/health',
        'HEAD /api/logout',
        'HEAD /api/oauth/google/redirect_url',
        'HEAD /api/oauth/google/start',
        'HEAD /api/ready',
        'HEAD /api/subscription/plans',
        'HEAD /api/terms',
        'HEAD /api/terms/professional',
        'HEAD /api/terms/versions',
        'HEAD /api/terms/versions/:version',
        'GET /api/admin/invitation/:token',
        'HEAD /api/admin/invitation/:token',
        'POST /api/admin/invitation/:token',
        'POST /api/admin/login',
        'POST /api/logout',
        'POST /api/sessions',
      ].sort(),
    );
    for (const route of publicRoutes) {
      const res = await request(route);
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
    }
  });
});

describe('webhook routes (docs/product.md#payment-webhook)', () => {
  it('are the Mercado Pago notification routes, and refuse an unsigned call with 401 without a session', async () => {
    const webhooks = apiRoutes().filter((r) => r.access === 'webhook');
    expect(webhooks.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'POST /api/mercado-pago/notifications',
      'POST /api/mercado-pago/webhook',
    ]);
    for (const route of webhooks) {
      const res = await request(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json()).toEqual({ error: 'Assinatura da notificação inválida.' });
    }
  });
});

describe('sessions that are no longer valid', () => {
  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });

  it('a live session reaches a private route', async () => {
    const { cookie } = await createSignedInUser(t);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('a made-up session cookie gets 401', async () => {
    const res = await me('nb_session=garbage');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_ERROR);
  });

  it('an expired session gets 401, even one in use all along (docs/product.md#sessions)', async () => {
    const signedInAt = t.clock.now().getTime();
    const { cookie } = await createSignedInUser(t);
    const { sessionIdleMs, sessionAbsoluteMs } = t.config;
    // Used a day before it would go idle, every time: it never idles, and still ends on time.
    for (let at = sessionIdleMs - DAY; at < sessionAbsoluteMs; at += sessionIdleMs - DAY) {
      t.clock.set(signedInAt + at);
      expect((await me(cookie)).statusCode).toBe(200);
    }
    t.clock.set(signedInAt + sessionAbsoluteMs - 1);
    expect((await me(cookie)).statusCode).toBe(200);
    t.clock.set(signedInAt + sessionAbsoluteMs);
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_ERROR);
  });

  it('a session idle for longer than the idle limit gets 401, and the hourly housekeeping deletes it', async () => {
    const { cookie, user } = await createSignedInUser(t);
    t.clock.advance(t.config.sessionIdleMs + 60_000);
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_ERROR);
    const sessionsOf = () => t.db.select().from(userSessions).where(eq(userSessions.userId, user.id));
    expect(await sessionsOf()).toHaveLength(1);
    await t.app.housekeeping();
    expect(await sessionsOf()).toHaveLength(0);
  });
});
