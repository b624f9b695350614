import type { InjectOptions } from 'fastify';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChildWorld } from '../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { clientNetwork } from '../lib/security-events';

/**
 * Every refused authorization is one structured line at `warn` and a count
 * (docs/product.md#security-events): an outside probe's 10,000 refused requests logged nothing, so
 * an IDOR sweep could not be alerted on.
 */
let t: TestApp;
let lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

// `warn` is the lowest level the default configuration of every environment shows.
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'warn' }, { logStream: sink });
});
afterAll(() => t.close());

const CLIENT = '203.0.113.77';

/** The security events logged by one request, and everything it logged. */
async function eventsOf(request: InjectOptions) {
  lines = [];
  const res = await t.app.inject({ remoteAddress: CLIENT, ...request });
  const log = lines.join('');
  const events: Record<string, unknown>[] = lines.map((l) => JSON.parse(l)).filter((l) => l.security_event);
  return {
    res,
    log,
    events: events.map(
      (e) => ({ ...(e.security_event as object), level: e.level, msg: e.msg }) as Record<string, unknown>,
    ),
  };
}

describe('refused authorizations are security events', () => {
  it('each refusal is one warn line with the route pattern, method, status, reason and the client network only', async () => {
    const w = await createChildWorld(t);
    const summary = `/api/children/${w.child.id}/progress/summary`;
    const unconsented = await createSignedInUser(t, {}, { consent: false });
    const cases: { name: string; req: InjectOptions; status: number; reason: string; user: number | null }[] = [
      { name: 'nobody', req: { method: 'GET', url: summary }, status: 401, reason: 'session_missing', user: null },
      {
        name: 'another parent',
        req: { method: 'GET', url: summary, headers: { cookie: w.otherParent.cookie } },
        status: 404,
        reason: 'child_access',
        user: w.otherParent.user.id,
      },
      {
        name: 'a professional without access',
        req: { method: 'GET', url: summary, headers: { cookie: w.proWithout.cookie } },
        status: 404,
        reason: 'child_access',
        user: w.proWithout.user.id,
      },
      {
        name: 'a professional with access, managing',
        req: { method: 'DELETE', url: `/api/children/${w.child.id}`, headers: { cookie: w.proWithAccess.cookie } },
        status: 403,
        reason: 'owner_only',
        user: w.proWithAccess.user.id,
      },
      {
        name: 'an account that has not accepted the terms',
        req: { method: 'GET', url: '/api/children', headers: { cookie: unconsented.cookie } },
        status: 403,
        reason: 'consent_required',
        user: unconsented.user.id,
      },
      {
        name: 'a parent session on an admin route',
        req: { method: 'GET', url: '/api/admin/stats', headers: { cookie: w.owner.cookie } },
        status: 401,
        reason: 'admin_token_missing',
        user: null,
      },
      {
        name: 'another site',
        req: {
          method: 'POST',
          url: '/api/children',
          headers: { cookie: w.owner.cookie, 'sec-fetch-site': 'cross-site' },
        },
        status: 403,
        reason: 'cross_site',
        user: null,
      },
      {
        name: 'a wrong admin password',
        req: {
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: 'gestora@x.com', password: 'errada-demais' },
        },
        status: 401,
        reason: 'sign_in_failed',
        user: null,
      },
    ];
    for (const c of cases) {
      const { res, log, events } = await eventsOf(c.req);
      expect(res.statusCode, c.name).toBe(c.status);
      expect(events, c.name).toEqual([
        {
          reason: c.reason,
          status: c.status,
          method: c.req.method,
          route: expect.stringMatching(/^\/api\//),
          user_id: c.user,
          admin_id: null,
          client_network: '203.0.113.0/24',
          count: expect.any(Number),
          level: 40,
          msg: 'security event',
        },
      ]);
      // The pattern, never the URL; no address, e-mail, cookie or password.
      if (String(c.req.url).includes(String(w.child.id))) expect(events[0]!.route).toContain(':id');
      for (const secret of [CLIENT, w.otherParent.user.email, w.owner.cookie.split('=')[1]!, 'errada-demais']) {
        expect(log, c.name).not.toContain(secret);
      }
    }
  });

  it('an ID sweep is counted, one event per request', async () => {
    const w = await createChildWorld(t);
    const before = t.app.securityEvents.child_access ?? 0;
    for (let id = w.child.id + 1000; id < w.child.id + 1020; id += 1) {
      const { res, events } = await eventsOf({
        method: 'GET',
        url: `/api/children/${id}/progress/summary`,
        headers: { cookie: w.otherParent.cookie },
      });
      expect(res.statusCode).toBe(404);
      expect(events).toHaveLength(1);
    }
    expect(t.app.securityEvents.child_access).toBe(before + 20);
  });

  it('a rate-limit trip is one', async () => {
    const w = await createChildWorld(t);
    let last;
    // The account export allows 10 an hour (modules/account/routes.ts).
    for (let i = 0; i < 11; i += 1) {
      last = await eventsOf({ method: 'GET', url: '/api/account/export', headers: { cookie: w.proWithout.cookie } });
    }
    expect(last!.res.statusCode).toBe(429);
    expect(last!.events).toEqual([
      expect.objectContaining({ reason: 'rate_limited', status: 429, route: '/api/account/export' }),
    ]);
  });

  it('answers that grant access, and ordinary refusals, log nothing', async () => {
    const w = await createChildWorld(t);
    const admin = await createAdminToken(t);
    for (const req of [
      { method: 'GET', url: `/api/children/${w.child.id}/progress/summary`, headers: { cookie: w.owner.cookie } },
      {
        method: 'GET',
        url: `/api/children/${w.child.id}/progress/summary`,
        headers: { cookie: w.proWithAccess.cookie },
      },
      { method: 'GET', url: '/api/admin/stats', headers: { cookie: `nb_admin=${admin}` } },
      // A validation error is not a refusal.
      { method: 'POST', url: '/api/children', headers: { cookie: w.owner.cookie }, payload: {} },
    ] satisfies InjectOptions[]) {
      const { res, events } = await eventsOf(req);
      expect(res.statusCode).toBeLessThan(401);
      expect(events).toEqual([]);
    }
  });
});

describe('the client network', () => {
  it('keeps an IPv4 /24 and an IPv6 /48, never the address', () => {
    expect(clientNetwork('198.51.100.23')).toBe('198.51.100.0/24');
    expect(clientNetwork('::ffff:198.51.100.23')).toBe('198.51.100.0/24');
    expect(clientNetwork('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(clientNetwork('::1')).toBe('0:0:0::/48');
    expect(clientNetwork('not an address')).toBeNull();
  });
});
