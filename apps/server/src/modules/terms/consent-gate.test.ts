import type { Endpoint } from '@neurobridge/shared/api/contract';
import { TERMS_REQUIRED, TERMS_REQUIRED_MESSAGE } from '@neurobridge/shared/api/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countChildren, createChild } from '../../../test/child-factories';
import { contractEndpoints } from '../../../test/contract-endpoints';
import { acceptCurrentTerms, createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { appSettings } from '../../db/schema/admin';
import { progressEntries } from '../../db/schema/activities';
import { professionalProfiles } from '../../db/schema/professionals';
import { termsAcceptances } from '../../db/schema/users';
import { keyed } from '../../../test/idempotency-key';

const endpoints = await contractEndpoints();

const REFUSED = { error: TERMS_REQUIRED_MESSAGE, code: TERMS_REQUIRED };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function call(e: Pick<Endpoint, 'method' | 'path'>, cookie: string, payload?: object) {
  const url = e.path.replace(/:[^/]+/g, '1');
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(e.method);
  return t.app.inject({ method: e.method, url, headers: { cookie }, ...(hasBody ? { payload: payload ?? {} } : {}) });
}

describe('the consent gate (docs/product.md#consent-gate)', () => {
  it('every signed-in route answers 403 TERMS_REQUIRED before consent, except the short list that says so', async () => {
    const userRoutes = endpoints.filter((e) => e.access === 'user');
    expect(userRoutes.length).toBeGreaterThanOrEqual(40);
    expect(
      userRoutes
        .filter((e) => e.consent === false)
        .map((e) => `${e.method} ${e.path}`)
        .sort(),
    ).toEqual([
      'DELETE /api/account',
      'GET /api/account/export',
      'GET /api/terms/check',
      'GET /api/users/me',
      'POST /api/onboarding/complete',
      'POST /api/terms/accept',
    ]);
    const { cookie } = await createSignedInUser(t, {}, { consent: false });
    for (const e of userRoutes.filter((r) => r.consent !== false)) {
      const res = await call(e, cookie);
      expect(res.statusCode, `${e.method} ${e.path}`).toBe(403);
      expect(res.json(), `${e.method} ${e.path}`).toEqual(REFUSED);
    }
  });

  it('the open routes answer without consent: who am I, the terms, the own data export', async () => {
    const { cookie } = await createSignedInUser(t, {}, { consent: false });
    for (const url of ['/api/users/me', '/api/terms/check', '/api/account/export']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
    }
  });

  it("the probe's calls write nothing before consent: a child with TEA level 3, progress, a chat", async () => {
    const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
    const child = { name: 'Téo', diagnosis_tea: 1, tea_level: 3, diagnosis_tdah: 1, tdah_level: 2 };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/children',
      headers: keyed({ cookie }),
      payload: child,
    });
    expect(created.statusCode).toBe(403);
    expect(created.json()).toEqual(REFUSED);
    expect(await countChildren(t.db, user.id)).toBe(0);

    // A child written behind the gate's back (an account from before it) is still out of reach.
    const existing = await createChild(t.db, user.id);
    const progress = await t.app.inject({
      method: 'POST',
      url: `/api/children/${existing.id}/progress`,
      headers: keyed({ cookie }),
      payload: { activity_id: 1, status: 'completed', score: 80, time_spent: 60 },
    });
    expect(progress.statusCode).toBe(403);
    expect(await t.db.select().from(progressEntries).where(eq(progressEntries.childId, existing.id))).toEqual([]);
    const chat = await t.app.inject({ method: 'POST', url: '/api/chat/session', headers: { cookie }, payload: {} });
    expect(chat.statusCode).toBe(403);

    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/terms/accept',
      headers: { cookie },
      payload: { terms_version: '1.0' },
    });
    expect(accepted.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/children',
      headers: keyed({ cookie }),
      payload: child,
    });
    expect(again.statusCode).toBe(201);
  });

  it('a new terms version published by the admin closes the gate until it is accepted', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const children = () => t.app.inject({ method: 'GET', url: '/api/children', headers: { cookie } });
    expect((await children()).statusCode).toBe(200);

    const setVersion = (value: string) =>
      t.db.update(appSettings).set({ value }).where(eq(appSettings.key, 'terms_version'));
    await setVersion('2.0');
    // The settings are re-read within 5 s on every server (docs/product.md#several-servers).
    t.clock.advance(6_000);
    const refused = await children();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSED);

    await acceptCurrentTerms(t.db, user.id);
    await t.app.syncSessionChanges();
    expect((await children()).statusCode).toBe(200);
    await setVersion('1.0');
    t.clock.advance(6_000);
  });

  it('an acceptance changed or removed elsewhere reaches the gate on every server (migration 0017)', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const children = () => t.app.inject({ method: 'GET', url: '/api/children', headers: { cookie } });
    expect((await children()).statusCode).toBe(200);
    await t.db.update(termsAcceptances).set({ termsVersion: '0.9' }).where(eq(termsAcceptances.userId, user.id));
    await t.app.syncSessionChanges();
    expect((await children()).json()).toEqual(REFUSED);
    await acceptCurrentTerms(t.db, user.id);
    await t.app.syncSessionChanges();
    expect((await children()).statusCode).toBe(200);
    await t.db.delete(termsAcceptances).where(eq(termsAcceptances.userId, user.id));
    await t.app.syncSessionChanges();
    expect((await children()).json()).toEqual(REFUSED);
  });

  it("a professional also accepts the professional's terms before any gated route", async () => {
    const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
    await t.db.insert(professionalProfiles).values({ userId: user.id, role: 'professional' });
    await t.app.syncSessionChanges();
    const workspace = () => t.app.inject({ method: 'GET', url: '/api/professional/children', headers: { cookie } });
    const accept = (version: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/terms/accept',
        headers: { cookie },
        payload: { terms_version: version },
      });
    const check = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/terms/check', headers: { cookie } })).json();

    expect((await workspace()).json()).toEqual(REFUSED);
    expect((await accept('1.0')).statusCode).toBe(200);
    expect(await check()).toEqual({
      hasAccepted: true,
      changes: null,
      terms_version: '1.0',
      professional_terms: { hasAccepted: false, version: 'profissional-1.0' },
    });
    const refused = await workspace();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(REFUSED);

    expect((await accept('profissional-1.0')).statusCode).toBe(200);
    expect((await check()).professional_terms).toEqual({ hasAccepted: true, version: 'profissional-1.0' });
    expect((await workspace()).statusCode).toBe(200);
  });

  it("the professional's terms are public to read, and a parent has none to accept", async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/terms/professional' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json()).toMatchObject({ version: 'profissional-1.0', text: expect.stringContaining('sigilo') });

    const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/terms/accept',
      headers: { cookie },
      payload: { terms_version: 'profissional-1.0' },
    });
    expect(res.statusCode).toBe(409);
    expect(await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id))).toEqual([]);
    const check = await t.app.inject({ method: 'GET', url: '/api/terms/check', headers: { cookie } });
    expect(check.json()).toEqual({ hasAccepted: false, terms_version: '1.0', changes: null });
  });
});
