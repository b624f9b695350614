import {
  CONFIRM_CODE_REQUIRED,
  INVALID_CODE,
  INVALID_CREDENTIALS,
  LOGIN_REQUIRED,
  LOGIN_TOO_LONG,
  TOTP_ALREADY_ENABLED,
  TOTP_NOT_STARTED,
} from '@neurobridge/shared/api/admin-auth';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_ENV, type TestApp } from '../../../test/test-app';
import { adminLoginFailures, adminRecoveryCodes, admins, adminTokens, auditLog } from '../../db/schema/admin';
import { sha256 } from '../../lib/crypto';
import { verifyAuditChain } from '../audit/audit-log';
import {
  ADMIN_PASSWORD,
  asAdmin,
  createAdmin,
  enableTotp,
  login,
  passwordToken,
  tokenFromCookie,
} from './admin-auth-testing';
import { ADMIN_TOKEN_TTL_MS, SETUP_TOKEN_TTL_MS } from './admin-auth-service';
import { totpCode } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Each test starts with no counted failures, whatever the one before it did.
beforeEach(async () => {
  await t.db.delete(adminLoginFailures);
});

const auditOf = (action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id));

describe('POST /api/admin/login (docs/product.md#admin-sign-in)', () => {
  it('signs in with the password: a token stored hashed, 12 hours, the sign-in audited', async () => {
    const admin = await createAdmin(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: admin.username, password: ADMIN_PASSWORD },
      remoteAddress: '198.51.100.4',
      headers: { 'user-agent': 'teste/1.0' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      code_required: false,
      expires_at: new Date(t.clock.now().getTime() + ADMIN_TOKEN_TTL_MS).toISOString(),
      setup_required: false,
    });
    const token = tokenFromCookie(res)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.db
      .select()
      .from(adminTokens)
      .where(eq(adminTokens.tokenHash, sha256(token)));
    expect(stored).toMatchObject({ adminId: admin.id, scope: 'full', revokedAt: null });
    const [after] = await t.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(after!.lastLoginAt).toEqual(t.clock.now());
    const [entry] = await auditOf('admin.login');
    expect(entry).toMatchObject({
      actorType: 'admin',
      actorId: admin.id,
      actorLabel: admin.username,
      ip: '198.51.100.4',
      userAgent: 'teste/1.0',
      details: { second_factor: null, scope: 'full' },
    });
    const me = await asAdmin(t, token, 'GET', '/api/admin/me');
    expect(me.json()).toEqual({
      id: admin.id,
      username: admin.username,
      role: 'owner',
      email: null,
      totp_enabled: false,
      totp_required: false,
      recovery_codes_left: 0,
    });
  });

  it('answers an unknown user and a wrong password the same, and audits both without the password', async () => {
    const admin = await createAdmin(t);
    const unknown = await login(t, { username: 'ninguem', password: 'senha-qualquer-123' });
    const wrong = await login(t, { username: admin.username, password: 'senha-errada-123' });
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: INVALID_CREDENTIALS });
    }
    const failures = await auditOf('admin.login_failed');
    expect(failures[0]).toMatchObject({
      actorType: 'admin',
      actorLabel: admin.username,
      details: { username: admin.username, reason: 'password' },
    });
    expect(failures[1]).toMatchObject({
      actorType: 'system',
      details: { username: 'ninguem', reason: 'unknown_user' },
    });
    expect(JSON.stringify(failures.slice(0, 2))).not.toContain('senha');
    expect(await t.db.select().from(adminTokens).where(eq(adminTokens.adminId, admin.id))).toHaveLength(0);
  });

  it('a password hash that is not Argon2 matches nothing', async () => {
    const [admin] = await t.db.insert(admins).values({ username: 'sem-hash', passwordHash: 'x' }).returning();
    const res = await login(t, { username: admin!.username, password: 'x' });
    expect(res.statusCode).toBe(401);
  });

  it('refuses bad input with a pt-BR 400 and writes nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, LOGIN_REQUIRED],
      [{ username: 'admin' }, LOGIN_REQUIRED],
      [{ password: 'x' }, LOGIN_REQUIRED],
      [{ username: '   ', password: 'x' }, LOGIN_REQUIRED],
      [{ username: 'admin', password: '' }, LOGIN_REQUIRED],
      [{ username: 1, password: 'x' }, LOGIN_REQUIRED],
      [{ username: 'admin', password: ['x'] }, LOGIN_REQUIRED],
      [{ username: 'a'.repeat(101), password: 'x' }, LOGIN_TOO_LONG],
      [{ username: 'admin', password: 'x'.repeat(201) }, LOGIN_TOO_LONG],
      [{ username: 'admin', password: 'x', code: 'c'.repeat(33) }, 'Código inválido.'],
      [{ username: 'admin', password: 'x', code: 123456 }, 'Código inválido.'],
      [{ username: 'admin', password: 'x', admin: true }, 'Campo não permitido: admin.'],
    ];
    const auditBefore = (await t.db.select().from(auditLog)).length;
    for (const [payload, error] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/login', payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toEqual({ error });
    }
    expect(await t.db.select().from(adminLoginFailures)).toHaveLength(0);
    expect(await t.db.select().from(auditLog)).toHaveLength(auditBefore);
  });
});

describe('the second factor (TOTP and recovery codes)', () => {
  it('set-up: a secret and its URI, confirmed by a code; 10 recovery codes shown once, stored hashed', async () => {
    const admin = await createAdmin(t);
    const token = await passwordToken(t, admin.username);
    const setup = await asAdmin(t, token, 'POST', '/api/admin/totp/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toBe(
      `otpauth://totp/NeuroBridge:${admin.username}?secret=${secret}&issuer=NeuroBridge&algorithm=SHA1&digits=6&period=30`,
    );
    const [pending] = await t.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(pending!.totpEnabled).toBe(false);
    expect(pending!.totpSecretEnc).not.toContain(secret);

    const wrong = await asAdmin(t, token, 'POST', '/api/admin/totp/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: INVALID_CODE });
    const bad = await asAdmin(t, token, 'POST', '/api/admin/totp/confirm', { code: '12ab' });
    expect(bad.json()).toEqual({ error: CONFIRM_CODE_REQUIRED });

    const confirm = await asAdmin(t, token, 'POST', '/api/admin/totp/confirm', {
      code: totpCode(secret, t.clock.now()),
    });
    expect(confirm.statusCode).toBe(200);
    const codes: string[] = confirm.json().recovery_codes;
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(new Set(codes).size).toBe(10);
    const stored = await t.db.select().from(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminId, admin.id));
    expect(stored.map((s) => s.codeHash).sort()).toEqual(codes.map((c) => sha256(c.replace('-', ''))).sort());
    expect((await auditOf('admin.totp_enabled'))[0]).toMatchObject({ actorId: admin.id });
    expect((await asAdmin(t, token, 'GET', '/api/admin/me')).json()).toMatchObject({
      totp_enabled: true,
      recovery_codes_left: 10,
    });
    // Once on, neither set-up nor confirm runs again.
    expect((await asAdmin(t, token, 'POST', '/api/admin/totp/setup')).json()).toEqual({ error: TOTP_ALREADY_ENABLED });
    expect(
      (await asAdmin(t, token, 'POST', '/api/admin/totp/confirm', { code: totpCode(secret, t.clock.now()) }))
        .statusCode,
    ).toBe(409);
  });

  it('confirm before set-up is a 409', async () => {
    const admin = await createAdmin(t);
    const token = await passwordToken(t, admin.username);
    const res = await asAdmin(t, token, 'POST', '/api/admin/totp/confirm', { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: TOTP_NOT_STARTED });
  });

  it('with TOTP on, the password alone asks for the code; a code works once; a wrong one is a counted failure', async () => {
    const admin = await createAdmin(t);
    const { secret } = await enableTotp(t, await passwordToken(t, admin.username));
    t.clock.advance(30_000);

    const step1 = await login(t, { username: admin.username, password: ADMIN_PASSWORD });
    expect(step1.statusCode).toBe(200);
    expect(step1.json()).toEqual({ code_required: true, expires_at: null, setup_required: false });
    // A wrong password with no code is still the plain refusal.
    expect((await login(t, { username: admin.username, password: 'errada' })).json()).toEqual({
      error: INVALID_CREDENTIALS,
    });

    const wrong = await login(t, { username: admin.username, password: ADMIN_PASSWORD, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: INVALID_CODE });
    expect((await auditOf('admin.login_failed'))[0]).toMatchObject({ details: { reason: 'code' } });

    const code = totpCode(secret, t.clock.now());
    const ok = await login(t, { username: admin.username, password: ADMIN_PASSWORD, code });
    expect(ok.statusCode).toBe(200);
    expect(tokenFromCookie(ok)).toEqual(expect.any(String));
    expect((await auditOf('admin.login'))[0]).toMatchObject({ details: { second_factor: 'totp' } });
    // The same code again (same 30 s step) is refused.
    const replay = await login(t, { username: admin.username, password: ADMIN_PASSWORD, code });
    expect(replay.statusCode).toBe(401);
    // The next step's code works.
    t.clock.advance(30_000);
    const next = await login(t, {
      username: admin.username,
      password: ADMIN_PASSWORD,
      code: totpCode(secret, t.clock.now()),
    });
    expect(next.statusCode).toBe(200);
  });

  it('a recovery code signs in once, typed in any case, and is spent', async () => {
    const admin = await createAdmin(t);
    const { recoveryCodes } = await enableTotp(t, await passwordToken(t, admin.username));
    const code = recoveryCodes[3]!;
    const ok = await login(t, { username: admin.username, password: ADMIN_PASSWORD, code: ` ${code.toUpperCase()} ` });
    expect(ok.statusCode).toBe(200);
    expect((await auditOf('admin.recovery_code_used'))[0]).toMatchObject({ actorId: admin.id });
    expect((await auditOf('admin.login'))[0]).toMatchObject({ details: { second_factor: 'recovery_code' } });
    const again = await login(t, { username: admin.username, password: ADMIN_PASSWORD, code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: INVALID_CODE });
    expect((await asAdmin(t, tokenFromCookie(ok)!, 'GET', '/api/admin/me')).json().recovery_codes_left).toBe(9);
  });

  it('new recovery codes need a current code and replace the old ones', async () => {
    const admin = await createAdmin(t);
    const token = await passwordToken(t, admin.username);
    const { secret, recoveryCodes } = await enableTotp(t, token);
    t.clock.advance(30_000);
    expect((await asAdmin(t, token, 'POST', '/api/admin/totp/recovery-codes', { code: '000000' })).statusCode).toBe(
      400,
    );
    const res = await asAdmin(t, token, 'POST', '/api/admin/totp/recovery-codes', {
      code: totpCode(secret, t.clock.now()),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().recovery_codes).toHaveLength(10);
    expect((await auditOf('admin.recovery_codes_renewed'))[0]).toMatchObject({ actorId: admin.id });
    const old = await login(t, { username: admin.username, password: ADMIN_PASSWORD, code: recoveryCodes[0] });
    expect(old.statusCode).toBe(401);
    const fresh = await login(t, {
      username: admin.username,
      password: ADMIN_PASSWORD,
      code: res.json().recovery_codes[0],
    });
    expect(fresh.statusCode).toBe(200);
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the caller’s token only, and is audited', async () => {
    const admin = await createAdmin(t);
    const token = await passwordToken(t, admin.username);
    const other = await passwordToken(t, admin.username);
    const res = await asAdmin(t, token, 'POST', '/api/admin/logout');
    expect(res.statusCode).toBe(204);
    expect((await asAdmin(t, token, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await asAdmin(t, other, 'GET', '/api/admin/me')).statusCode).toBe(200);
    expect((await auditOf('admin.logout'))[0]).toMatchObject({ actorId: admin.id, actorLabel: admin.username });
    expect(await verifyAuditChain(t.db)).toMatchObject({ intact: true });
  });

  it('a token expires after 12 hours', async () => {
    const admin = await createAdmin(t);
    const token = await passwordToken(t, admin.username);
    t.clock.advance(ADMIN_TOKEN_TTL_MS - 1000);
    expect((await asAdmin(t, token, 'GET', '/api/admin/me')).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await asAdmin(t, token, 'GET', '/api/admin/me')).statusCode).toBe(401);
  });
});

describe('in production the second factor is required', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp(PRODUCTION_ENV);
  });
  afterAll(() => prod.close());

  it('without TOTP the token reaches only the set-up, until TOTP is on', async () => {
    const admin = await createAdmin(prod);
    const res = await login(prod, { username: admin.username, password: ADMIN_PASSWORD });
    expect(res.json()).toMatchObject({ code_required: false, setup_required: true });
    expect(res.json().expires_at).toBe(new Date(prod.clock.now().getTime() + SETUP_TOKEN_TTL_MS).toISOString());
    const token = tokenFromCookie(res)!;
    const stats = await asAdmin(prod, token, 'GET', '/api/admin/stats');
    expect(stats.statusCode).toBe(403);
    expect(stats.json()).toEqual({ error: 'Ative a verificação em duas etapas para continuar.' });
    expect((await asAdmin(prod, token, 'GET', '/api/admin/me')).json()).toMatchObject({
      totp_enabled: false,
      totp_required: true,
    });
    await enableTotp(prod, token);
    expect((await asAdmin(prod, token, 'GET', '/api/admin/stats')).statusCode).toBe(200);
  });
});
