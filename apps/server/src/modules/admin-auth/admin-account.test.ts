import {
  CONFIRM_CODE_REQUIRED,
  CURRENT_PASSWORD_REQUIRED,
  INVALID_CODE,
  NEW_PASSWORD_REQUIRED,
  PASSWORD_TOO_LONG,
  SAME_PASSWORD,
  TOTP_ALREADY_ENABLED,
  TOTP_NOT_ENABLED,
  WRONG_CURRENT_PASSWORD,
} from '@neurobridge/shared/api/admin-auth';
import { verify } from '@node-rs/argon2';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { adminLoginFailures, adminRecoveryCodes, admins, adminTokens, auditLog } from '../../db/schema/admin';
import { ADMIN_REQUIRED } from '../../plugins/route-access';
import {
  ADMIN_PASSWORD,
  asAdmin,
  createAdmin,
  enableTotp,
  login,
  passwordToken,
  tokenFromCookie,
} from './admin-auth-testing';
import { totpCode } from './totp';

/** The administrator's own account (docs/product.md#admin-account): the password and the second factor. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(adminLoginFailures);
});

const NEW_PASSWORD = 'outra frase bem longa e rara 7';
const auditOf = (action: string, adminId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, adminId)))
    .orderBy(desc(auditLog.id));
const hashOf = async (id: number) => (await t.db.select().from(admins).where(eq(admins.id, id)))[0]!.passwordHash;
const me = (token: string) => asAdmin(t, token, 'GET', '/api/admin/me');
const changePassword = (token: string, payload: unknown) => asAdmin(t, token, 'POST', '/api/admin/password', payload);

describe('POST /api/admin/password', () => {
  it('changes the password: the old one stops, the new one signs in, the other sign-ins end, this one stays; audited', async () => {
    const admin = await createAdmin(t);
    const mine = await passwordToken(t, admin.username);
    const elsewhere = await passwordToken(t, admin.username);
    const res = await changePassword(mine, { current_password: ADMIN_PASSWORD, new_password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expect(await verify(await hashOf(admin.id), NEW_PASSWORD)).toBe(true);
    expect((await me(mine)).statusCode).toBe(200);
    const ended = await me(elsewhere);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({ error: ADMIN_REQUIRED });
    expect((await login(t, { username: admin.username, password: ADMIN_PASSWORD })).statusCode).toBe(401);
    expect((await login(t, { username: admin.username, password: NEW_PASSWORD })).statusCode).toBe(200);
    const [entry] = await auditOf('admin.password_changed', admin.id);
    expect(entry).toMatchObject({ actorLabel: admin.username, details: { other_sessions_ended: 1 } });
    expect(JSON.stringify(entry)).not.toContain(NEW_PASSWORD);
  });

  it('a wrong current password: 400 on that field, nothing changed, no sign-in ended', async () => {
    const admin = await createAdmin(t);
    const mine = await passwordToken(t, admin.username);
    const elsewhere = await passwordToken(t, admin.username);
    const before = await hashOf(admin.id);
    const res = await changePassword(mine, { current_password: 'não é a senha', new_password: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: WRONG_CURRENT_PASSWORD, fields: { current_password: WRONG_CURRENT_PASSWORD } });
    expect(await hashOf(admin.id)).toBe(before);
    expect((await me(elsewhere)).statusCode).toBe(200);
    expect(await auditOf('admin.password_changed', admin.id)).toEqual([]);
  });

  it('the same password again: 400 on the new one', async () => {
    const admin = await createAdmin(t);
    const token = await passwordToken(t, admin.username);
    const res = await changePassword(token, { current_password: ADMIN_PASSWORD, new_password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: SAME_PASSWORD, fields: { new_password: SAME_PASSWORD } });
  });

  let people = 0;
  it.each([
    ['short', () => 'curta'],
    ['common', () => 'senha12345678'],
    ['the username and digits', (username: string) => `${username}2024`],
    ['the e-mail’s name', (_username: string, local: string) => `${local}!!!`],
  ])('a weak new password (%s): 400 on the new one with the reason, nothing changed', async (_label, pick) => {
    const admin = await createAdmin(t);
    const local = `marina.tavares${++people}`;
    await t.db
      .update(admins)
      .set({ email: `${local}@example.com` })
      .where(eq(admins.id, admin.id));
    const token = await passwordToken(t, admin.username);
    const before = await hashOf(admin.id);
    const res = await changePassword(token, {
      current_password: ADMIN_PASSWORD,
      new_password: pick(admin.username, local),
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json();
    expect(body.error).toMatch(/^A senha do administrador é fraca: /);
    expect(body.fields).toEqual({ new_password: body.error });
    expect(await hashOf(admin.id)).toBe(before);
  });

  it.each([
    ['no current password', { new_password: NEW_PASSWORD }, 'current_password', CURRENT_PASSWORD_REQUIRED],
    [
      'an empty new password',
      { current_password: ADMIN_PASSWORD, new_password: '' },
      'new_password',
      NEW_PASSWORD_REQUIRED,
    ],
    [
      'a new password as a number',
      { current_password: ADMIN_PASSWORD, new_password: 123 },
      'new_password',
      NEW_PASSWORD_REQUIRED,
    ],
    [
      'a new password too long',
      { current_password: ADMIN_PASSWORD, new_password: 'x'.repeat(201) },
      'new_password',
      PASSWORD_TOO_LONG,
    ],
  ])('refuses %s with 400 and the field’s message', async (_label, payload, field, message) => {
    const admin = await createAdmin(t);
    const token = await passwordToken(t, admin.username);
    const before = await hashOf(admin.id);
    const res = await changePassword(token, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message, fields: { [field]: message } });
    expect(await hashOf(admin.id)).toBe(before);
  });

  it('refuses an unknown field with 400', async () => {
    const admin = await createAdmin(t);
    const token = await passwordToken(t, admin.username);
    const res = await changePassword(token, {
      current_password: ADMIN_PASSWORD,
      new_password: NEW_PASSWORD,
      username: 'outro',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Campo não permitido: username.');
    expect(await verify(await hashOf(admin.id), ADMIN_PASSWORD)).toBe(true);
  });
});

describe('changing the authenticator app (POST /api/admin/totp/change, then /totp/confirm)', () => {
  async function withTotp() {
    const admin = await createAdmin(t);
    const token = await passwordToken(t, admin.username);
    const { secret, recoveryCodes } = await enableTotp(t, token);
    t.clock.advance(30_000);
    return { admin, token, secret, recoveryCodes };
  }
  const signInWith = (username: string, code: string) => login(t, { username, password: ADMIN_PASSWORD, code });

  it('the old app keeps working until a code from the new one is confirmed; then the new one only, new recovery codes; audited', async () => {
    const { admin, token, secret: oldSecret, recoveryCodes: oldCodes } = await withTotp();
    const started = await asAdmin(t, token, 'POST', '/api/admin/totp/change', {
      code: totpCode(oldSecret, t.clock.now()),
    });
    expect(started.statusCode, started.body).toBe(200);
    const { secret: newSecret, otpauth_url } = started.json();
    expect(newSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(newSecret).not.toBe(oldSecret);
    expect(otpauth_url).toBe(
      `otpauth://totp/NeuroBridge:${admin.username}?secret=${newSecret}&issuer=NeuroBridge&algorithm=SHA1&digits=6&period=30`,
    );

    // Not confirmed yet: the old app still signs in, the new one does not.
    t.clock.advance(30_000);
    expect((await signInWith(admin.username, totpCode(newSecret, t.clock.now()))).statusCode).toBe(401);
    expect((await signInWith(admin.username, totpCode(oldSecret, t.clock.now()))).statusCode).toBe(200);

    // A code from the old app does not confirm the new one.
    t.clock.advance(30_000);
    const wrong = await asAdmin(t, token, 'POST', '/api/admin/totp/confirm', {
      code: totpCode(oldSecret, t.clock.now()),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: INVALID_CODE });

    const confirmCode = totpCode(newSecret, t.clock.now());
    const confirmed = await asAdmin(t, token, 'POST', '/api/admin/totp/confirm', { code: confirmCode });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const fresh = confirmed.json().recovery_codes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => oldCodes.includes(c))).toBe(false);
    expect((await me(token)).json()).toMatchObject({ totp_enabled: true, recovery_codes_left: 10 });

    // The confirming code is spent; the old app and the old recovery codes no longer sign in.
    expect((await signInWith(admin.username, confirmCode)).statusCode).toBe(401);
    t.clock.advance(30_000);
    expect((await signInWith(admin.username, totpCode(oldSecret, t.clock.now()))).statusCode).toBe(401);
    expect((await signInWith(admin.username, oldCodes[0]!)).statusCode).toBe(401);
    expect((await signInWith(admin.username, totpCode(newSecret, t.clock.now()))).statusCode).toBe(200);
    expect((await signInWith(admin.username, fresh[0]!)).statusCode).toBe(200);

    expect(await auditOf('admin.totp_changed', admin.id)).toHaveLength(1);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row!.totpPendingEnc).toBeNull();
    // Once confirmed, nothing is pending: confirming again is refused.
    t.clock.advance(30_000);
    const again = await asAdmin(t, token, 'POST', '/api/admin/totp/confirm', {
      code: totpCode(newSecret, t.clock.now()),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: TOTP_ALREADY_ENABLED });
  });

  it('a wrong current code: 400, nothing pending', async () => {
    const { admin, token, secret } = await withTotp();
    const wrongCode = String((Number(totpCode(secret, t.clock.now())) + 1) % 1_000_000).padStart(6, '0');
    const res = await asAdmin(t, token, 'POST', '/api/admin/totp/change', { code: wrongCode });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: INVALID_CODE });
    const [row] = await t.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row!.totpPendingEnc).toBeNull();
  });

  it('a second change replaces the first pending secret; only the latest confirms', async () => {
    const { token, secret } = await withTotp();
    const first = (
      await asAdmin(t, token, 'POST', '/api/admin/totp/change', { code: totpCode(secret, t.clock.now()) })
    ).json();
    t.clock.advance(30_000);
    const second = (
      await asAdmin(t, token, 'POST', '/api/admin/totp/change', { code: totpCode(secret, t.clock.now()) })
    ).json();
    t.clock.advance(30_000);
    const stale = await asAdmin(t, token, 'POST', '/api/admin/totp/confirm', {
      code: totpCode(first.secret, t.clock.now()),
    });
    expect(stale.statusCode).toBe(400);
    const ok = await asAdmin(t, token, 'POST', '/api/admin/totp/confirm', {
      code: totpCode(second.secret, t.clock.now()),
    });
    expect(ok.statusCode).toBe(200);
  });

  it('an admin without a second factor sets one up instead (409)', async () => {
    const admin = await createAdmin(t);
    const token = await passwordToken(t, admin.username);
    const res = await asAdmin(t, token, 'POST', '/api/admin/totp/change', { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: TOTP_NOT_ENABLED });
  });

  it.each([
    ['no code', {}],
    ['a code of 5 digits', { code: '12345' }],
    ['a recovery code', { code: 'abcde-fghij' }],
    ['a code as a number', { code: 123456 }],
  ])('refuses %s with 400, nothing pending', async (_label, payload) => {
    const { admin, token } = await withTotp();
    const res = await asAdmin(t, token, 'POST', '/api/admin/totp/change', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(CONFIRM_CODE_REQUIRED);
    const [row] = await t.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row!.totpPendingEnc).toBeNull();
  });

  it('the recovery codes left count down as they are used, and renew with a current code', async () => {
    const { admin, token, secret, recoveryCodes } = await withTotp();
    expect((await me(token)).json().recovery_codes_left).toBe(10);
    const used = await signInWith(admin.username, recoveryCodes[3]!);
    expect(tokenFromCookie(used)).toBeTruthy();
    expect((await me(token)).json().recovery_codes_left).toBe(9);
    const renewed = await asAdmin(t, token, 'POST', '/api/admin/totp/recovery-codes', {
      code: totpCode(secret, t.clock.now()),
    });
    expect(renewed.statusCode).toBe(200);
    expect((await me(token)).json().recovery_codes_left).toBe(10);
    const [unused] = await t.db
      .select({ n: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.adminId, admin.id), isNull(adminRecoveryCodes.usedAt)));
    expect(unused!.n).toBe(10);
    // The token used to sign in above is a sign-in of its own, still live.
    const live = await t.db
      .select()
      .from(adminTokens)
      .where(and(eq(adminTokens.adminId, admin.id), isNull(adminTokens.revokedAt)));
    expect(live.length).toBeGreaterThanOrEqual(2);
  });
});
