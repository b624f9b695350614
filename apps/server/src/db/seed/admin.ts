import { hash } from '@node-rs/argon2';
import type { Db } from '../client';
import { admins } from '../schema/admin';
import { ConfigError } from '../../config';
import { randomToken } from '../../lib/crypto';
import { adminPasswordProblem } from '../../lib/password-strength';

/**
 * No default password (docs/product.md#stand-ins). ADMIN_USERNAME/ADMIN_PASSWORD create or update the admin;
 * without them, the first demo start creates `admin` with a random password, returned once to print.
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
    const passwordHash = await hash(configured.password);
    await db
      .insert(admins)
      .values({ username: configured.username, passwordHash })
      .onConflictDoUpdate({ target: admins.username, set: { passwordHash } });
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
