import cookie from '@fastify/cookie';
import { endpoint } from '@neurobridge/shared/api/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PROFESSIONALS_ONLY } from '@neurobridge/shared/api/professional';
import { AREA_FORBIDDEN } from '@neurobridge/shared/domain/admin-roles';
import { createAdminToken, createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { randomToken } from '../lib/crypto';
import { route } from '../lib/route';
import { createAdminTokenService } from '../modules/auth/admin-token';
import { createSessionCache } from '../modules/auth/session-cache';
import { createSessionService } from '../modules/auth/session-service';
import { errors } from './errors';
import { createSettingsService } from '../modules/settings/settings-service';
import { createTermsService } from '../modules/terms/terms-service';
import { createSuspensionNotice } from '../modules/auth/suspended';
import { createAccount } from '../modules/professional/professional-testing';
import { ADMIN_REQUIRED, registerAdminRoutes, routeAccess, WEBHOOK_REFUSED } from './route-access';

/** The access kinds no product route uses yet (admin, webhook), and the refusal to register an undeclared route. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function bareApp(register: (app: FastifyInstance) => Promise<void> | void) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors);
  await app.register(cookie);
  await app.register(routeAccess, {
    config: t.config,
    sessions: createSessionService({ ...t, sessionCache: createSessionCache() }),
    adminTokens: createAdminTokenService(t),
    requiredTerms: createTermsService({ ...t, sessionCache: createSessionCache(), settings: createSettingsService(t) })
      .required,
    accountSuspended: createSuspensionNotice(t),
  });
  await register(app);
  await app.ready();
  return app;
}

const ok = z.object({ ok: z.literal(true) });
const adminPing = endpoint({
  method: 'GET',
  path: '/api/admin/ping',
  access: 'admin',
  area: 'activities',
  tag: 'admin',
  status: 200,
  response: ok,
});
const hook = endpoint({
  method: 'POST',
  path: '/api/webhooks/test',
  access: 'webhook',
  tag: 'webhooks',
  status: 200,
  response: ok,
});

const adminToken = (
  overrides: Parameters<typeof createAdminToken>[1] = {},
  admin: Parameters<typeof createAdminToken>[2] = {},
) => createAdminToken(t, overrides, admin);

describe('registering a route', () => {
  it('an /api route that declares no access fails to register', async () => {
    await expect(
      bareApp((app) => {
        app.get('/api/forgotten', async () => ({ ok: true }));
      }),
    ).rejects.toThrow(/declares no access/);
  });

  it('an admin route outside the admin context fails to register', async () => {
    await expect(bareApp((app) => route(app, adminPing, () => ({ ok: true as const })))).rejects.toThrow(
      /admin context/,
    );
  });

  it('a non-admin route inside the admin context fails to register', async () => {
    const me = endpoint({ method: 'GET', path: '/api/x', access: 'user', tag: 'x', status: 200 });
    await expect(
      bareApp((app) => registerAdminRoutes(app, async (scope) => route(scope, me, () => undefined), {})),
    ).rejects.toThrow(/admin context/);
  });

  it('a role on a route that is not a user route fails to register', async () => {
    const adminWithRole = endpoint({ ...adminPing, role: 'professional' });
    await expect(
      bareApp((app) =>
        registerAdminRoutes(app, async (scope) => route(scope, adminWithRole, () => ({ ok: true as const })), {}),
      ),
    ).rejects.toThrow(/only a user route declares a role/);
    const publicWithRole = endpoint({ ...adminPing, path: '/api/open', access: 'public', role: 'professional' });
    await expect(bareApp((app) => route(app, publicWithRole, () => ({ ok: true as const })))).rejects.toThrow(
      /only a user route declares a role/,
    );
  });

  it('an admin route without its area, and an area on another route, fail to register', async () => {
    const { area: _area, ...noArea } = adminPing;
    await expect(
      bareApp((app) =>
        registerAdminRoutes(app, async (scope) => route(scope, noArea, () => ({ ok: true as const })), {}),
      ),
    ).rejects.toThrow(/an admin route declares its area/);
    const publicWithArea = endpoint({ ...adminPing, path: '/api/open', access: 'public' });
    await expect(bareApp((app) => route(app, publicWithArea, () => ({ ok: true as const })))).rejects.toThrow(
      /only an admin route declares an area/,
    );
  });

  it('a webhook without its signature check fails to register', async () => {
    await expect(bareApp((app) => route(app, hook, () => ({ ok: true as const })))).rejects.toThrow(/verifyWebhook/);
  });
});

describe('admin routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await bareApp((root) =>
      registerAdminRoutes(
        root,
        async (scope) =>
          route(scope, adminPing, ({ request, actor }) => {
            expect(request.admin?.id).toBeGreaterThan(0);
            // The handler gets the acting admin, built once by route() (lib/actor.ts).
            expect(actor.admin).toEqual(request.admin);
            expect(actor.from).toEqual({ ip: request.ip, userAgent: 'admin-test' });
            return { ok: true as const };
          }),
        {},
      ),
    );
  });
  afterAll(() => app.close());
  const ping = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/admin/ping', headers });
  const cookie = (token: string) => ({ cookie: `nb_admin=${token}`, 'user-agent': 'admin-test' });

  it('answer a live token in the admin cookie', async () => {
    expect((await ping({ ...cookie(await adminToken()), 'user-agent': 'admin-test' })).statusCode).toBe(200);
  });

  it('answer the roles that reach the area and refuse the others with 403 (docs/product.md#admin-team)', async () => {
    // 'activities' is for owners and content admins.
    for (const role of ['owner', 'content'] as const) {
      expect((await ping(cookie(await adminToken({}, { role })))).statusCode, role).toBe(200);
    }
    const support = await ping(cookie(await adminToken({}, { role: 'support' })));
    expect(support.statusCode).toBe(403);
    expect(support.json()).toEqual({ error: AREA_FORBIDDEN });
  });

  it.each([
    ['no token', async () => ({})],
    ['a live token of a suspended admin', async () => cookie(await adminToken({}, { suspendedAt: t.clock.now() }))],
    ['a live token of an admin whose role is unknown', async () => cookie(await adminToken({}, { role: 'root' }))],
    ['an unknown token', async () => cookie(randomToken())],
    ['an expired token', async () => cookie(await adminToken({ expiresAt: new Date(t.clock.now().getTime() - 1000) }))],
    ['a revoked token', async () => cookie(await adminToken({ revokedAt: t.clock.now() }))],
    // Before docs/decisions/020-admin-session-cookie.md the bearer header signed in: no longer.
    ['a live token in a bearer header alone', async () => ({ authorization: `Bearer ${await adminToken()}` })],
    ['a live token in a cookie of another name', async () => ({ cookie: `nb_session=${await adminToken()}` })],
  ])('refuse %s with 401', async (_label, headers) => {
    const res = await ping(await headers());
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json()).toEqual({ error: ADMIN_REQUIRED });
  });
});

describe('a route that declares a role (docs/product.md#professional-workspace)', () => {
  const workspacePing = endpoint({
    method: 'GET',
    path: '/api/workspace/ping',
    access: 'user',
    role: 'professional',
    tag: 'x',
    status: 200,
    response: z.object({ id: z.number() }),
  });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await bareApp((root) =>
      route(root, workspacePing, ({ actor }) => {
        // The checked professional, typed as one.
        const professional: true = actor.isProfessional;
        expect(professional).toBe(true);
        return { id: actor.id };
      }),
    );
  });
  afterAll(() => app.close());
  const ping = (cookie: string) => app.inject({ method: 'GET', url: '/api/workspace/ping', headers: { cookie } });

  it('lets a professional in, handing them to the handler as the actor', async () => {
    const pro = await createAccount(t, 'professional');
    const res = await ping(pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: pro.user.id });
  });

  it.each(['parent', 'no role'] as const)('refuses an account with %s with 403', async (who) => {
    const caller = who === 'parent' ? await createAccount(t, 'parent') : await createSignedInUser(t);
    const res = await ping(caller.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: PROFESSIONALS_ONLY });
  });
});

describe('webhook routes', () => {
  it('run only when the route verifies the signature', async () => {
    const app = await bareApp((root) =>
      route(root, hook, () => ({ ok: true as const }), {
        config: { verifyWebhook: (request) => request.headers['x-signature'] === 'good' },
      }),
    );
    const send = (signature: string) =>
      app.inject({ method: 'POST', url: '/api/webhooks/test', headers: { 'x-signature': signature }, payload: {} });
    expect((await send('good')).statusCode).toBe(200);
    const bad = await send('bad');
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ error: WEBHOOK_REFUSED });
    await app.close();
  });
});
