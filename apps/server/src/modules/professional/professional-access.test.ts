import { PROFESSIONALS_ONLY, professionalApi } from '@neurobridge/shared/api/professional';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChild } from '../../../test/child-factories';
import { createAdminToken, createSignedInUser } from '../../../test/factories';
import { keyed } from '../../../test/idempotency-key';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { professionalProfiles, professionalSessions } from '../../db/schema/professionals';
import { createAccount, createWorkspace, sessionBody } from './professional-testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ROUTES = Object.values(professionalApi);
type Who = 'professional' | 'parent' | 'noRole' | 'admin' | 'anonymous';

async function world() {
  const w = await createWorkspace(t);
  const logged = await t.app.inject({
    method: 'POST',
    url: '/api/professional/sessions',
    headers: keyed({ cookie: w.pro.cookie }),
    payload: sessionBody(w.child.id),
  });
  const noRole = await createSignedInUser(t);
  const headers: Record<Who, Record<string, string>> = {
    professional: { cookie: w.pro.cookie },
    parent: { cookie: w.parent.cookie },
    noRole: { cookie: noRole.cookie },
    admin: { cookie: `nb_admin=${await createAdminToken(t)}` },
    anonymous: {},
  };
  return { ...w, sessionId: logged.json().id as number, headers };
}

const sessionsCount = async () => (await t.db.select({ n: count() }).from(professionalSessions))[0]!.n;

describe('who may use the workspace (docs/product.md#professional-workspace)', () => {
  it('every workspace contract declares the professional role, which the access plugin checks', () => {
    expect(ROUTES.filter((e) => e.role !== 'professional')).toEqual([]);
  });

  describe.each(ROUTES.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', (_name, e) => {
    it.each<[Who, number]>([
      ['professional', e.status],
      ['parent', 403],
      ['noRole', 403],
      ['admin', 401],
      ['anonymous', 401],
    ])('%s → %i', async (who, status) => {
      const w = await world();
      const before = await sessionsCount();
      const payloads: Record<string, object> = {
        POST: sessionBody(w.child.id),
        PATCH: { activities_completed: 7 },
        PUT: { professional_type: 'AT' },
      };
      const payload = payloads[e.method];
      const res = await t.app.inject({
        method: e.method,
        url: e.path.replace(':id', String(e.path.includes('children') ? w.child.id : w.sessionId)),
        headers: 'idempotency' in e ? keyed(w.headers[who]) : w.headers[who],
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode).toBe(status);
      if (status === 403) expect(res.json()).toEqual({ error: PROFESSIONALS_ONLY });
      if (status === 401) expect(res.json().error).toEqual(expect.any(String));
      if (status >= 400) expect(await sessionsCount()).toBe(before);
    });
  });

  it('a parent is refused before the input is read: any body, any id', async () => {
    const parent = await createAccount(t, 'parent');
    for (const [method, url, payload] of [
      ['POST', '/api/professional/sessions', { nonsense: true }],
      ['PATCH', '/api/professional/sessions/abc', {}],
      ['GET', '/api/professional/sessions?limit=9999', undefined],
      ['GET', '/api/professional/children/999999/summary', undefined],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: { cookie: parent.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual({ error: PROFESSIONALS_ONLY });
    }
  });

  it('a professional whose role is chosen after a refusal gets in from the next request', async () => {
    const account = await createSignedInUser(t);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/professional/stats', headers: { cookie: account.cookie } }))
        .statusCode,
    ).toBe(403);
    // As onboarding or accepting an invitation does; the database tells every server.
    await t.db.insert(professionalProfiles).values({ userId: account.user.id, role: 'professional' });
    await t.app.syncSessionChanges();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/professional/stats', headers: { cookie: account.cookie } }))
        .statusCode,
    ).toBe(200);
  });

  describe('the child page, by professional', () => {
    it.each([
      ['with access', 'pro', 200],
      ['with revoked access', 'revoked', 404],
      ['working with another child', 'otherPro', 404],
    ] as const)('%s → %i', async (_name, who, status) => {
      const w = await createWorkspace(t);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/professional/children/${w.child.id}/summary`,
        headers: { cookie: w[who].cookie },
      });
      expect(res.statusCode).toBe(status);
      if (status === 404) expect(res.json()).toEqual({ error: 'Criança não encontrada.' });
    });

    it('a professional account that owns the child sees it only in the parent area', async () => {
      const pro = await createAccount(t, 'professional');
      const own = await createChild(t.db, pro.user.id);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/professional/children/${own.id}/summary`,
        headers: { cookie: pro.cookie },
      });
      expect(res.statusCode).toBe(404);
      const logged = await t.app.inject({
        method: 'POST',
        url: '/api/professional/sessions',
        headers: keyed({ cookie: pro.cookie }),
        payload: sessionBody(own.id),
      });
      expect(logged.statusCode).toBe(404);
    });
  });
});
