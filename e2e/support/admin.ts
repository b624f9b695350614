import { expect, type Page } from '@playwright/test';
import { open } from '../../apps/server/src/lib/secret-box';
import { hotp, base32Decode, totpStep } from '../../apps/server/src/modules/admin-auth/totp';
import { sql } from './db';
import { E2E_SECRETS_KEY } from './secrets-key.mjs';

/** The admin start-server.mjs creates. */
export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'e2e-admin-password-123';

/**
 * A code the server accepts now for this secret, and not one it has already taken: a code is
 * used once per 30-second step (docs/product.md#admin-sign-in), and the server also accepts the
 * next step's code, so a second sign-in within the same step uses that one.
 */
export async function totpCodeFor(secret: string): Promise<string> {
  const [row] = (await sql('select totp_last_step from admins where username = $1', [ADMIN_USERNAME])) as {
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

/** The admin's TOTP secret, when the second factor is on, read from the database with the e2e key. */
export async function adminTotpSecret(): Promise<string | null> {
  const [row] = (await sql('select totp_enabled, totp_secret_enc from admins where username = $1', [
    ADMIN_USERNAME,
  ])) as { totp_enabled: boolean; totp_secret_enc: string | null }[];
  if (!row?.totp_enabled || !row.totp_secret_enc) return null;
  return open(Buffer.from(E2E_SECRETS_KEY, 'base64'), row.totp_secret_enc);
}

/** Fills username and password on /admin/login and submits. */
export async function submitAdminPassword(page: Page, password = ADMIN_PASSWORD) {
  await page.getByLabel('Usuário').fill(ADMIN_USERNAME);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Signs the admin in through /admin/login, with the TOTP code when the second factor is on
 * (whether or not admin.spec.ts set it up first). Ends on /admin/dashboard.
 */
export async function signInAsAdmin(page: Page) {
  const secret = await adminTotpSecret();
  await page.goto('/admin/login');
  await submitAdminPassword(page);
  if (secret) {
    await page.getByLabel('Código').fill(await totpCodeFor(secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
  }
  await page.waitForURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Painel administrativo' })).toBeVisible();
}
