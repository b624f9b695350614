import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../test/factories';
import { createTestApp, TEST_APP_URL, type TestApp } from '../../test/test-app';
import { termsAcceptances } from '../db/schema/users';

const REFUSED = { error: 'Requisição de outro site recusada.' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function acceptTerms(headers: Record<string, string>) {
  const { user, cookie } = await createSignedInUser(t);
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
