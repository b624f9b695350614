import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countChildren, createChild } from '../../test/child-factories';
import { createSignedInUser } from '../../test/factories';
import { keyed } from '../../test/idempotency-key';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { termsAcceptances } from '../db/schema/users';

const REFUSED = { error: 'Requisição de outro site recusada.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function acceptTerms(headers: Record<string, string>) {
  const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/terms/accept',
    headers: { cookie, ...headers },
    payload: { terms_version: '1.0' },
  });
  const rows = await t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, user.id));
  return { res, rows };
}

describe('state-changing calls from another site', () => {
  it('Sec-Fetch-Site: cross-site is refused and writes nothing', async () => {
    const { res, rows } = await acceptTerms({ 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(rows).toHaveLength(0);
  });

  it('a foreign Origin is refused and writes nothing', async () => {
    const { res, rows } = await acceptTerms({ origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(REFUSED);
    expect(rows).toHaveLength(0);
  });

  it('a cross-site logout does not end the session', async () => {
    const { cookie } = await createSignedInUser(t);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(out.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });
});

/**
 * The router decodes and normalises a path before it picks a route; a check that read the raw URL
 * let "/%61pi/children" create a child from another site. Every spelling that reaches a
 * state-changing route must be refused the same way.
 */
describe('encoded and odd paths from another site', () => {
  const SPELLINGS = [
    '/api/children',
    '/%61pi/children',
    '/%41pi/children',
    '/ap%69/children',
    '/api%2Fchildren',
    '/api/%63hildren',
    '//api/children',
    '/api//children',
    '/api/./children',
    '/x/../api/children',
    '/api/children/',
    '/api/children?x=1',
    '/api/children;x',
    '/API/children',
    '/%2561pi/children',
  ];
  const FOREIGN = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site' },
  ];

  it.each(SPELLINGS)('POST %s from another site creates nothing', async (url) => {
    const { user, cookie } = await createSignedInUser(t);
    for (const headers of FOREIGN) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie, ...headers },
        payload: { name: 'Intrusa' },
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json()).toEqual(REFUSED);
    }
    expect(await countChildren(t.db, user.id)).toBe(0);
  });

  it.each(['/api/children/ID', '/%61pi/children/ID', '/api/%63hildren/ID', '/api//children/ID'])(
    'DELETE %s from another site removes nothing',
    async (spelling) => {
      const { user, cookie } = await createSignedInUser(t);
      const child = await createChild(t.db, user.id);
      const url = spelling.replace('ID', String(child.id));
      const res = await t.app.inject({ method: 'DELETE', url, headers: { cookie, origin: 'https://evil.example' } });
      expect(res.statusCode).toBe(403);
      expect(await countChildren(t.db, user.id)).toBe(1);
    },
  );

  it('the same encoded path from the app itself reaches the route (the router does decode it)', async () => {
    const { user, cookie } = await createSignedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/%61pi/children',
      headers: keyed({ cookie, origin: new URL(TEST_APP_URL).origin }),
      payload: { name: 'Lia' },
    });
    expect(res.statusCode).toBe(201);
    expect(await countChildren(t.db, user.id)).toBe(1);
  });
});

describe('same-origin calls', () => {
  it("the app's own Origin is accepted", async () => {
    const { res, rows } = await acceptTerms({ origin: new URL(TEST_APP_URL).origin });
    expect(res.statusCode).toBe(200);
    expect(rows).toHaveLength(1);
  });

  it('a call without Origin (non-browser client) is accepted', async () => {
    const { res, rows } = await acceptTerms({});
    expect(res.statusCode).toBe(200);
    expect(rows).toHaveLength(1);
  });

  it('a same-origin form under Referrer-Policy no-referrer (Origin: null) is accepted by its Fetch Metadata', async () => {
    const { res, rows } = await acceptTerms({ 'sec-fetch-site': 'same-origin', origin: 'null' });
    expect(res.statusCode).toBe(200);
    expect(rows).toHaveLength(1);
  });

  it('Origin: null without Fetch Metadata is refused', async () => {
    const { res, rows } = await acceptTerms({ origin: 'null' });
    expect(res.statusCode).toBe(403);
    expect(rows).toHaveLength(0);
  });

  it('Sec-Fetch-Site: same-origin is accepted', async () => {
    const { res, rows } = await acceptTerms({ 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    expect(rows).toHaveLength(1);
  });

  it('reads from a foreign Origin still work', async () => {
    const { cookie } = await createSignedInUser(t);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(me.statusCode).toBe(200);
  });
});
