import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { runDevProviderLogin } from '../../../test/sign-in';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('/api/health answers ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/api/ready answers with the kind of database, and 503 once shutdown starts', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: t.database.kind });

    t.app.health.shuttingDown = true;
    try {
      const draining = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(draining.statusCode).toBe(503);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.health.shuttingDown = false;
    }
  });
});

describe('error answers', () => {
  it('an unknown /api path is a pt-BR 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Recurso não encontrado.' });
  });

  it('a body that is not JSON is a pt-BR 400', async () => {
    const { cookie } = await createSignedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/terms/accept',
      headers: { cookie, 'content-type': 'application/json' },
      payload: '{"terms_version": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'O conteúdo enviado não é um JSON válido.' });
  });
});

describe('security headers and cookies', () => {
  it('answers carry a content security policy and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('the session cookie set at sign-in is HttpOnly, SameSite=Lax and for the whole site', async () => {
    const flow = await runDevProviderLogin(t.app, { email: 'cookie@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { cookie: flow.jar.header() },
      payload: { code: flow.code, state: flow.state },
    });
    expect(res.statusCode).toBe(200);
    const session = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('nb_session='));
    expect(session).toBeDefined();
    const attrs = session!.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('path=/');
    // Plain http in tests: no Secure flag, which a browser would refuse without TLS.
    expect(attrs).not.toContain('secure');
  });
});
