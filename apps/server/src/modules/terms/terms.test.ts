import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { termsAcceptances } from '../../db/schema/users';
import { sha256 } from '../../lib/crypto';
import { createSettingsService } from '../settings/settings-service';
import { TERMS_TEXTS } from './terms-texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowsOf = (userId: number) => t.db.select().from(termsAcceptances).where(eq(termsAcceptances.userId, userId));

function accept(cookie: string, payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/terms/accept',
    headers: { cookie, ...headers },
    payload: payload as object,
  });
}

describe('GET /api/terms', () => {
  it('is public and serves version 1.0 with the LGPD consents', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/terms' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ version: '1.0', title: null, summary: null, published_at: null });
    expect(body.version).toBe('1.0');
    expect(body.text).toContain('LGPD');
    expect(body.text).toContain('Art. 14');
    expect(body.text).toContain('Art. 11');
  });
});

describe('accepting the terms', () => {
  it('a new user has not accepted the current version', async () => {
    const { cookie } = await createSignedInUser(t, {}, { consent: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/terms/check', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ hasAccepted: false, terms_version: '1.0', changes: null });
  });

  it('stores the evidence with the IP the server observed, not the one the client sent', async () => {
    const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
    const res = await accept(
      cookie,
      { terms_version: '1.0', ip_address: '9.9.9.9' },
      { 'user-agent': 'Navegador Teste/1.0' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const [row, ...more] = await rowsOf(user.id);
    expect(more).toHaveLength(0);
    expect(row!.termsVersion).toBe('1.0');
    expect(row!.ipAddress).toBe('127.0.0.1');
    expect(row!.userAgent).toBe('Navegador Teste/1.0');
    expect(row!.textHash).toBe(sha256(TERMS_TEXTS['1.0']!));
    expect(row!.textHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.acceptedAt).toBeInstanceOf(Date);
    expect(row!.acceptedAt).toEqual(t.clock.now());
    const check = await t.app.inject({ method: 'GET', url: '/api/terms/check', headers: { cookie } });
    expect(check.json()).toEqual({ hasAccepted: true, terms_version: '1.0', changes: null });
  });

  it('accepting twice keeps one record', async () => {
    const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
    expect((await accept(cookie, { terms_version: '1.0' })).statusCode).toBe(200);
    expect((await accept(cookie, { terms_version: '1.0' })).statusCode).toBe(200);
    expect(await rowsOf(user.id)).toHaveLength(1);
  });

  it('a version other than the current one is refused with 409 and writes nothing', async () => {
    const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
    const res = await accept(cookie, { terms_version: '0.9' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatch(/termos foram atualizados/);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it.each([
    ['a number as version', { terms_version: 1 }],
    ['no version', {}],
    ['an empty version', { terms_version: '' }],
    ['a blank version', { terms_version: '   ' }],
    ['a version of 21 characters', { terms_version: 'x'.repeat(21) }],
  ])('%s is refused with 400 and a pt-BR message', async (_name, payload) => {
    const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
    const res = await accept(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/^Campo "terms_version" inválido: /);
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('an unknown field is refused with 400 naming the field', async () => {
    const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
    const res = await accept(cookie, { terms_version: '1.0', accepted_at: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Campo não permitido: accepted_at.');
    expect(await rowsOf(user.id)).toHaveLength(0);
  });
});

describe('a new terms version', () => {
  it('makes everyone accept again', async () => {
    const { user, cookie } = await createSignedInUser(t, {}, { consent: false });
    expect((await accept(cookie, { terms_version: '1.0' })).statusCode).toBe(200);

    await createSettingsService(t).set({ terms_version: '2.0' });
    // Settings are cached for a few seconds per server: a second server on the same database
    // (as behind a load balancer) starts with no cache and sees the change at once.
    const other = await buildApp({ config: t.config, database: t.database, webDist: false, clock: t.clock });
    try {
      const check = await other.inject({ method: 'GET', url: '/api/terms/check', headers: { cookie } });
      // 2.0 was never published: its text is the newest published, and there is no summary to show.
      expect(check.json()).toEqual({ hasAccepted: false, terms_version: '2.0', changes: null });
      expect((await other.inject({ method: 'GET', url: '/api/terms' })).json()).toMatchObject({
        version: '2.0',
        text: TERMS_TEXTS['1.0'],
      });

      const old = await other.inject({
        method: 'POST',
        url: '/api/terms/accept',
        headers: { cookie },
        payload: { terms_version: '1.0' },
      });
      expect(old.statusCode).toBe(409);

      const again = await other.inject({
        method: 'POST',
        url: '/api/terms/accept',
        headers: { cookie },
        payload: { terms_version: '2.0' },
      });
      expect(again.statusCode).toBe(200);
      const rows = await rowsOf(user.id);
      expect(rows.map((r) => r.termsVersion).sort()).toEqual(['1.0', '2.0']);
      const after = await other.inject({ method: 'GET', url: '/api/terms/check', headers: { cookie } });
      expect(after.json()).toEqual({ hasAccepted: true, terms_version: '2.0', changes: null });
      expect(rows.find((r) => r.termsVersion === '2.0')!.textHash).toBe(sha256(TERMS_TEXTS['1.0']!));
    } finally {
      await other.close();
      await createSettingsService(t).set({ terms_version: '1.0' });
      t.clock.advance(5_001);
    }
  });
});
