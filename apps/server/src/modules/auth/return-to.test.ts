import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CookieJar, runDevProviderLogin } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVITATION_PAGE = '/accept-invitation/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

const start = (returnTo?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/oauth/google/start' + (returnTo === undefined ? '' : `?return_to=${encodeURIComponent(returnTo)}`),
  });

function returnCookie(res: { headers: Record<string, unknown> }) {
  const lines = [res.headers['set-cookie'] ?? []].flat() as string[];
  return lines.find((l) => l.startsWith('nb_return='));
}

/** Signs in through the dev provider, the browser holding `extraCookie` too; returns the sign-in's answer. */
async function completeSignIn(email: string, extraCookie?: string) {
  const flow = await runDevProviderLogin(t.app, { email }, 'link');
  const cookie = [flow.jar.header(), extraCookie].filter(Boolean).join('; ');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { cookie },
    payload: { code: flow.code, state: flow.state },
  });
  return res;
}

describe('returning to an invitation after signing in (docs/product.md#accepting-an-invitation)', () => {
  it("the start keeps an invitation's page beside the state, only for the session call, for 10 minutes", async () => {
    const res = await start(INVITATION_PAGE);
    expect(res.statusCode).toBe(302);
    const line = returnCookie(res)!;
    expect(line).toContain(`nb_return=${encodeURIComponent(INVITATION_PAGE)}`);
    expect(line).toMatch(/Path=\/api\/sessions/);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=600/);
  });

  it.each([
    ['another site', 'https://evil.example/accept-invitation/AbCdEfGhIjKlMnOpQrStUvWx'],
    ['a protocol-relative address', '//evil.example/accept-invitation/AbCdEfGhIjKlMnOpQrStUvWx'],
    ['another page of the app', '/dashboard'],
    ['a path that climbs out', '/accept-invitation/../admin/login'],
    ['an invitation page with more after it', `${INVITATION_PAGE}/x`],
    ['an invitation page with a query', `${INVITATION_PAGE}?next=https://evil.example`],
    ['nothing', undefined],
  ])('%s is not kept, and an earlier one is cleared', async (_name, value) => {
    const res = await start(value);
    expect(res.statusCode).toBe(302);
    const line = returnCookie(res)!;
    expect(line).toMatch(/^nb_return=;/);
    expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('the sign-in answers the kept page once and clears it; without one it answers null', async () => {
    const kept = `nb_return=${encodeURIComponent(INVITATION_PAGE)}`;
    const res = await completeSignIn('convidada@example.com', kept);
    expect(res.statusCode).toBe(200);
    expect(res.json().return_to).toBe(INVITATION_PAGE);
    expect(returnCookie(res)).toMatch(/^nb_return=;/);

    const plain = await completeSignIn('convidada@example.com');
    expect(plain.statusCode).toBe(200);
    expect(plain.json().return_to).toBeNull();
  });

  it('a page set by hand in the cookie is checked again and dropped', async () => {
    const res = await completeSignIn('outra@example.com', `nb_return=${encodeURIComponent('https://evil.example/')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().return_to).toBeNull();
  });

  it('a failed sign-in still uses the kept page up', async () => {
    const jar = new CookieJar();
    jar.store(`nb_return=${encodeURIComponent(INVITATION_PAGE)}; Path=/api/sessions`);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: jar.header() },
      payload: { code: 'x', state: 'y' },
    });
    expect(res.statusCode).toBe(400);
    expect(returnCookie(res)).toMatch(/^nb_return=;/);
  });
});
