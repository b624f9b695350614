import { hash } from '@node-rs/argon2';
import { admins } from '../../db/schema/admin';
import { randomToken } from '../../lib/crypto';
import { ADMIN_COOKIE } from '../../plugins/admin-cookie';
import type { TestApp } from '../../../test/test-app';
import { totpCode } from './totp';

export const ADMIN_PASSWORD = 'uma senha de admin bem longa';

/** An administrator with a known password (Argon2id, as the seed makes it). */
export async function createAdmin(t: TestApp, username = `admin-${randomToken(4)}`) {
  const [admin] = await t.db
    .insert(admins)
    .values({ username, passwordHash: await hash(ADMIN_PASSWORD) })
    .returning();
  return admin!;
}

export function login(t: TestApp, body: Record<string, unknown>, ip = '203.0.113.7') {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body, remoteAddress: ip });
}

/** The header an admin's browser sends: the token in its cookie (plugins/admin-cookie.ts). */
export const adminCookie = (token: string) => ({ cookie: `${ADMIN_COOKIE}=${token}` });

/** The token the sign-in put in the `nb_admin` cookie, or null. */
export function tokenFromCookie(res: { cookies: { name: string; value: string }[] }): string | null {
  return res.cookies.find((c) => c.name === ADMIN_COOKIE)?.value || null;
}

export function asAdmin(t: TestApp, token: string, method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: adminCookie(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Signs in with the password (no second factor yet) and returns the token. */
export async function passwordToken(t: TestApp, username: string): Promise<string> {
  const res = await login(t, { username, password: ADMIN_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`admin sign-in failed: ${res.statusCode} ${res.body}`);
  const token = tokenFromCookie(res);
  if (!token) throw new Error('admin sign-in set no cookie');
  return token;
}

/** Turns TOTP on for the admin behind `token`; returns the secret and the recovery codes. */
export async function enableTotp(t: TestApp, token: string) {
  const setup = await asAdmin(t, token, 'POST', '/api/admin/totp/setup');
  if (setup.statusCode !== 200) throw new Error(`totp setup failed: ${setup.statusCode} ${setup.body}`);
  const secret = setup.json().secret as string;
  const confirm = await asAdmin(t, token, 'POST', '/api/admin/totp/confirm', { code: totpCode(secret, t.clock.now()) });
  if (confirm.statusCode !== 200) throw new Error(`totp confirm failed: ${confirm.statusCode} ${confirm.body}`);
  return { secret, recoveryCodes: confirm.json().recovery_codes as string[] };
}
