import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { userSessions } from '../db/schema/users';
import { isPublicRoute, PUBLIC_API_ROUTES } from './public-routes';

/**
 * Every route the app registers, as "METHOD /url". Fastify has no public route list, so the
 * factory is wrapped to add an onRoute hook before buildApp registers anything.
 */
const registered = vi.hoisted(() => [] as string[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = actual.default as unknown as (opts: unknown) => FastifyInstance;
  const wrapped = (opts: unknown) => {
    const app = create(opts);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push(`${method} ${route.url}`);
    });
    return app;
  };
  return { ...actual, default: wrapped, fastify: wrapped };
});

const LOGIN_ERROR = { error: 'Faça login para continuar.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function apiRoutes() {
  return [...new Set(registered)]
    .map((r) => {
      const [method, url] = r.split(' ') as [string, string];
      return { method, url };
    })
    .filter(({ url }) => url.startsWith('/api/') && !url.startsWith('/api/docs'));
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

describe('anonymous access to the API', () => {
  it('finds the routes of the app, private and public', () => {
    const names = apiRoutes().map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining(['GET /api/users/me', 'GET /api/terms/check', 'POST /api/terms/accept']),
    );
    // The public list names only routes that exist, so it cannot silently rot.
    for (const publicRoute of PUBLIC_API_ROUTES) expect(names).toContain(publicRoute);
  });

  it('every non-public /api route answers 401 without a session', async () => {
    const privateRoutes = apiRoutes().filter((r) => !isPublicRoute(r.method, r.url));
    expect(privateRoutes.length).toBeGreaterThanOrEqual(3);
    for (const route of privateRoutes) {
      const res = await request(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      if (route.method !== 'HEAD') expect(res.json(), `${route.method} ${route.url}`).toEqual(LOGIN_ERROR);
    }
  });

  it('every public /api route answers without a session', async () => {
    const publicRoutes = apiRoutes().filter((r) => isPublicRoute(r.method, r.url));
    expect(publicRoutes.length).toBeGreaterThanOrEqual(PUBLIC_API_ROUTES.size);
    for (const route of publicRoutes) {
      const res = await request(route);
      expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(401);
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

  it('an expired session gets 401', async () => {
    const { cookie, user } = await createSignedInUser(t);
    await t.db
      .update(userSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userSessions.userId, user.id));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_ERROR);
  });

  it('a session idle for longer than the idle limit gets 401', async () => {
    const { cookie, user } = await createSignedInUser(t);
    await t.db
      .update(userSessions)
      .set({ lastSeenAt: new Date(Date.now() - t.config.sessionIdleMs - 60_000) })
      .where(eq(userSessions.userId, user.id));
    const res = await me(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(LOGIN_ERROR);
  });
});
