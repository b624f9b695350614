import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { hotp, base32Decode, totpStep } from '../../apps/server/src/modules/admin-auth/totp';
import { sql } from './db';

/** The admin start-server.mjs creates. */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-password-123';

/**
 * A code the server accepts now for this secret, and not one it has already taken: a code is
 * used once per 30-second step (docs/product.md#admin-sign-in), and the server also accepts the
 * next step's code, so a second sign-in within the same step uses that one. `username`: whose
 * last accepted step counts (the shared `admin` unless told).
 */
export async function totpCodeFor(secret: string, username = ADMIN_USERNAME): Promise<string> {
  const [row] = (await sql('select totp_last_step from admins where username = $1', [username])) as {
    totp_last_step: number | null;
  }[];
  const now = totpStep(new Date());
  const last = row?.totp_last_step ?? 0;
  let step = Math.max(now, last + 1);
  if (step > now + 1) {
    // Both this step's and the next one's codes are spent: wait for the next step.
    await new Promise((r) => setTimeout(r, (now + 1) * 30_000 - Date.now() + 500));
    step = totpStep(new Date()) + 1;
  }
  return hotp(base32Decode(secret), step);
}

/** Fills username and password on /admin/login and submits. */
export async function submitAdminPassword(page: Page, password = ADMIN_PASSWORD) {
  await page.getByLabel('Usuário').fill(ADMIN_USERNAME);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Signs a fresh administrator of this test in through /admin/login, ending on /admin/dashboard.
 * Each call arranges its own account (password only: outside production the second factor is
 * offered, not required), so journeys never wait for a new TOTP step of the shared `admin`, whose
 * second factor admin.spec.ts tests. Answers the username.
 */
export async function signInAsAdmin(page: Page): Promise<string> {
  const username = `e2e-admin-${randomBytes(4).toString('hex')}`;
  await sql('insert into admins (username, password_hash) values ($1, $2)', [username, await hash(ADMIN_PASSWORD)]);
  await page.goto('/admin/login');
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeVisible();
  return username;
}
