import { TOTP_SETUP_REQUIRED } from '@neurobridge/shared/api/admin-auth';
import type { Endpoint } from '@neurobridge/shared/api/contract';
import { ADMIN_ROLES, AREA_FORBIDDEN, mayUse } from '@neurobridge/shared/domain/admin-roles';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { contractEndpoints } from '../../../test/contract-endpoints';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/test-app';
import { ADMIN_REQUIRED } from '../../plugins/route-access';
import { createAccount } from '../professional/professional-testing';
import { ADMIN_PASSWORD, adminCookie, asAdmin, createAdmin, login, tokenFromCookie } from './admin-auth-testing';

/**
 * Every admin route of the built app, whichever module registered it (docs/product.md#admin):
 * the fastify factory is wrapped to add an onRoute hook before buildApp registers anything, so a
 * route another module adds later is walked without editing this test.
 */
const registered = vi.hoisted(
  () => new Map<string, { method: string; url: string; access?: string; adminSetup?: boolean }>(),
);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const create = actual.default as unknown as (opts: unknown) => FastifyInstance;
  const wrapped = (opts: unknown) => {
    const app = create(opts);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        registered.set(`${method} ${route.url}`, {
          method,
          url: route.url,
          access: route.config?.access,
          adminSetup: route.config?.adminSetup,
        });
      }
    });
    return app;
  };
  return { ...actual, default: wrapped, fastify: wrapped };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function adminRoutes() {
  return [...registered.values()].filter((r) => r.access === 'admin');
}

function call(app: TestApp, route: { method: string; url: string }, headers: Record<string, string> = {}) {
  const url = route.url.replace(/:[^/]+/g, '1').replace(/\*$/, 'x');
  const hasBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  return app.app.inject({ method: route.method as 'GET', url, headers, ...(hasBody ? { payload: {} } : {}) });
}

async function expectEveryRoute(
  app: TestApp,
  headers: Record<string, string>,
  status: number,
  error: string,
  routes = adminRoutes(),
) {
  for (const route of routes) {
    const res = await call(app, route, headers);
    expect(res.statusCode, `${route.method} ${route.url}`).toBe(status);
    if (route.method !== 'HEAD') expect(res.json(), `${route.method} ${route.url}`).toEqual({ error });
  }
}

describe('every admin route refuses whoever is not a signed-in administrator', () => {
  it('finds the admin routes of every module', () => {
    const names = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/admin/me',
        'POST /api/admin/logout',
        'GET /api/admin/stats',
        'GET /api/admin/audit',
        'GET /api/admin/audit/verify',
      ]),
    );
    for (const r of adminRoutes()) expect(r.url, `${r.method} ${r.url}`).toMatch(/^\/api\/admin\//);
  });

  it('nobody (no token, a made-up one, a malformed header) gets 401', async () => {
    await expectEveryRoute(t, {}, 401, ADMIN_REQUIRED);
    await expectEveryRoute(t, adminCookie('x'.repeat(43)), 401, ADMIN_REQUIRED);
    await expectEveryRoute(t, { authorization: 'Basic YWRtaW46YWRtaW4=' }, 401, ADMIN_REQUIRED);
  });

  it('a live token in a bearer header alone gets 401: only the HttpOnly cookie signs in', async () => {
    const token = await createAdminToken(t);
    expect((await call(t, { method: 'GET', url: '/api/admin/me' }, adminCookie(token))).statusCode).toBe(200);
    await expectEveryRoute(t, { authorization: `Bearer ${token}` }, 401, ADMIN_REQUIRED);
  });

  it('a parent’s session and a professional’s session get 401', async () => {
    const parent = await createSignedInUser(t);
    const professional = await createAccount(t, 'professional');
    await expectEveryRoute(t, { cookie: parent.cookie }, 401, ADMIN_REQUIRED);
    await expectEveryRoute(t, { cookie: professional.cookie }, 401, ADMIN_REQUIRED);
    // A session token sent in the admin cookie is no admin token either.
    await expectEveryRoute(t, adminCookie(parent.cookie.split('=')[1]!), 401, ADMIN_REQUIRED);
  });

  it('a revoked token gets 401', async () => {
    const token = await createAdminToken(t, { revokedAt: t.clock.now() });
    await expectEveryRoute(t, adminCookie(token), 401, ADMIN_REQUIRED);
  });

  it('a token signed out through the API gets 401', async () => {
    const admin = await createAdmin(t);
    const token = tokenFromCookie(await login(t, { username: admin.username, password: ADMIN_PASSWORD }))!;
    expect((await asAdmin(t, token, 'POST', '/api/admin/logout')).statusCode).toBe(204);
    await expectEveryRoute(t, adminCookie(token), 401, ADMIN_REQUIRED);
  });

  it('an expired token gets 401 (the clock moves past its expiry)', async () => {
    const token = await createAdminToken(t);
    const live = await call(t, { method: 'GET', url: '/api/admin/me' }, adminCookie(token));
    expect(live.statusCode).toBe(200);
    t.clock.advance(3600_000);
    await expectEveryRoute(t, adminCookie(token), 401, ADMIN_REQUIRED);
  });
});

describe('in production, a token issued before the second factor is on', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(() => prod.close());

  it('gets 403 on every admin route but the set-up, `me` and sign-out', async () => {
    const setupToken = await createAdminToken(prod, { scope: 'setup' });
    const setupRoutes = adminRoutes().filter((r) => r.adminSetup);
    expect(setupRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      [
        'GET /api/admin/me',
        'HEAD /api/admin/me',
        'POST /api/admin/logout',
        'POST /api/admin/totp/confirm',
        'POST /api/admin/totp/setup',
      ].sort(),
    );
    await expectEveryRoute(
      prod,
      adminCookie(setupToken),
      403,
      TOTP_SETUP_REQUIRED,
      adminRoutes().filter((r) => !r.adminSetup),
    );
    // Sign-out last: it revokes the token.
    const signOutLast = [...setupRoutes].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    for (const route of signOutLast) {
      const res = await call(prod, route, adminCookie(setupToken));
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  });
});

/**
 * Every admin endpoint of every contract (packages/shared/src/api, read by `contractEndpoints`, so
 * an endpoint another module adds is walked without editing this test), for each role of the team
 * (docs/product.md#admin-team): a role outside the endpoint's area gets 403 `AREA_FORBIDDEN` before
 * anything runs; a role inside it never does (whatever else its call answers).
 */
describe('every admin endpoint of the contracts, for each role', () => {
  let endpoints: Endpoint[];
  beforeAll(async () => {
    endpoints = (await contractEndpoints()).filter((e) => e.access === 'admin');
  });

  /** The endpoint's URL with every path param as `1` (an id the refusal never gets to read). */
  const urlOf = (e: Endpoint) => e.path.replace(/:[A-Za-z_]+/g, '1');
  const callAs = (e: Endpoint, headers: Record<string, string>) =>
    t.app.inject({
      method: e.method,
      url: urlOf(e),
      headers,
      ...(['POST', 'PUT', 'PATCH'].includes(e.method) ? { payload: {} } : {}),
    });
  const name = (e: Endpoint) => `${e.method} ${e.path}`;

  it('finds them, each with its area, each served by the app', () => {
    expect(endpoints.length).toBeGreaterThan(60);
    const served = new Set(adminRoutes().map((r) => `${r.method} ${r.url}`));
    for (const e of endpoints) {
      expect(e.area, name(e)).toBeDefined();
      expect(served.has(name(e)), `${name(e)} is in a contract but no module serves it`).toBe(true);
    }
    // Every area a route names is one some role reaches, and only owners reach money and settings.
    expect(endpoints.filter((e) => e.area === 'money' || e.area === 'settings').length).toBeGreaterThan(5);
  });

  it.each(ADMIN_ROLES)('role %s: 403 outside its areas, never inside them', async (role) => {
    const outside: string[] = [];
    for (const e of endpoints) {
      const allowed = mayUse(role, e.area!);
      // A fresh admin per call: a call let through may sign out, or change what a later call reads.
      const res = await callAs(e, adminCookie(await createAdminToken(t, {}, { role })));
      const forbidden = res.statusCode === 403 && res.json().error === AREA_FORBIDDEN;
      if (allowed) {
        expect(forbidden, `${role} ${name(e)}: ${res.statusCode} ${res.body}`).toBe(false);
        expect(res.statusCode, `${role} ${name(e)}`).not.toBe(401);
      } else {
        expect(res.statusCode, `${role} ${name(e)}: ${res.body}`).toBe(403);
        expect(res.json(), `${role} ${name(e)}`).toEqual({ error: AREA_FORBIDDEN });
        outside.push(name(e));
      }
    }
    if (role === 'owner') expect(outside).toEqual([]);
    else expect(outside.length, role).toBeGreaterThan(0);
  });

  it('a support admin gets 403 on every money and settings endpoint', async () => {
    const token = await createAdminToken(t, {}, { role: 'support' });
    for (const e of endpoints.filter((x) => x.area === 'money' || x.area === 'settings')) {
      const res = await callAs(e, adminCookie(token));
      expect(res.statusCode, name(e)).toBe(403);
      expect(res.json(), name(e)).toEqual({ error: AREA_FORBIDDEN });
    }
  });

  it('nobody gets 401, and a suspended admin’s live token gets 401, whatever the role', async () => {
    for (const role of ADMIN_ROLES) {
      const suspended = await createAdminToken(t, {}, { role, suspendedAt: t.clock.now(), suspendedReason: 'saiu' });
      for (const e of endpoints) {
        for (const headers of [{}, adminCookie(suspended)]) {
          const res = await callAs(e, headers);
          expect(res.statusCode, `${role} ${name(e)}`).toBe(401);
          expect(res.json(), name(e)).toEqual({ error: ADMIN_REQUIRED });
        }
      }
    }
  });
});
