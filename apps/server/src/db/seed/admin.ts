import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { admins, appSettings } from '../schema/admin';
import { ConfigError } from '../../config';
import { randomToken } from '../../lib/crypto';
import { adminPasswordProblem } from '../../lib/password-strength';

/**
 * Where the start keeps the Argon2id hash of the ADMIN_PASSWORD it last applied to an admin, so a
 * restart with the same variable leaves a password the admin changed in the app alone
 * (docs/product.md#admin-account), and a new variable still replaces it.
 */
export const envPasswordKey = (username: string) => `admin_env_password:${username}`;

async function sameAsApplied(db: Db, username: string, password: string): Promise<boolean> {
  const [applied] = await db
    .select()
    .from(appSettings)
    .where(eq(appSettings.key, envPasswordKey(username)));
  if (!applied) return false;
  return verify(applied.value, password).catch(() => false);
}

/**
 * No default password (docs/product.md#stand-ins). ADMIN_USERNAME/ADMIN_PASSWORD create the admin, an
 * owner (the column's default, docs/product.md#admin-team), and a new ADMIN_PASSWORD replaces their
 * password; the same one again at the next start does not undo a change the admin made in the app.
 * Without them, the first demo start creates `admin` with a random password, returned once to print.
 * A weak ADMIN_PASSWORD stops the start, in every environment, with the reason
 * (docs/product.md#admin-password): nothing is written.
 */
export async function ensureAdmin(
  db: Db,
  configured: { username: string; password: string } | undefined,
): Promise<{ username: string; password: string } | null> {
  if (configured) {
    const problem = await adminPasswordProblem(configured.password, [configured.username]);
    if (problem) throw new ConfigError(`ADMIN_PASSWORD recusada. ${problem}`);
    const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.username, configured.username));
    if (existing && (await sameAsApplied(db, configured.username, configured.password))) return null;
    const passwordHash = await hash(configured.password);
    await db.transaction(async (tx) => {
      await tx
        .insert(admins)
        .values({ username: configured.username, passwordHash })
        .onConflictDoUpdate({ target: admins.username, set: { passwordHash } });
      await tx
        .insert(appSettings)
        .values({ key: envPasswordKey(configured.username), value: passwordHash })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: passwordHash } });
    });
    return null;
  }
  const existing = await db.select({ id: admins.id }).from(admins).limit(1);
  if (existing.length > 0) return null;
  // 16 random URL-safe characters (96 bits): strong by the same rule.
  const password = randomToken(12);
  const inserted = await db
    .insert(admins)
    .values({ username: 'admin', passwordHash: await hash(password) })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  return inserted.length > 0 ? { username: 'admin', password } : null;
}
