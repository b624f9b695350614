import { tooManyAttempts } from '@neurobridge/shared/api/admin-auth';
import { eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminLoginFailures } from '../../db/schema/admin';
import { HttpError } from '../../lib/http-error';

/**
 * Failed admin sign-ins, kept in the database so every server counts the same ones
 * (docs/decisions/020-admin-session-cookie.md). A username is never locked for everyone: its
 * failures count per (username, client), so someone guessing from one address cannot keep the
 * administrator out from another (docs/product.md#admin-sign-in).
 */

/** Failures of one client, whatever the usernames, count for this long… */
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
/** …and past this many, that client is refused until the oldest ages out. */
export const MAX_FAILURES_PER_ADDRESS = 20;
/** A username's failures from one client that cost nothing… */
export const FREE_FAILURES_PER_CLIENT = 5;
/** …then that client waits this long after each further failure, doubling… */
export const FIRST_LOCK_MS = 60 * 1000;
/** …up to this. */
export const MAX_LOCK_MS = 60 * 60 * 1000;
/** A (username, client) pair's failures are forgotten after a day without a success. */
export const PAIR_MEMORY_MS = 24 * 60 * 60 * 1000;

/** How long a client waits after its `failures`-th failure for a username (0: not at all). */
export function lockAfter(failures: number): number {
  if (failures < FREE_FAILURES_PER_CLIENT) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES_PER_CLIENT), MAX_LOCK_MS);
}

export interface LoginAttempt {
  /** The refusal when the client must wait; the attempt is then forgotten. */
  refusal: HttpError | null;
  /** Removes this attempt (it did not fail: the password was right). */
  forget(): Promise<void>;
  /** A success: this client's failures for the username go; the address's stay counted. */
  succeeded(tx: Db): Promise<void>;
}

/**
 * Writes the attempt before counting, so attempts made at the same moment on several servers see
 * each other and cannot all slip under the limits; an attempt that does not fail is removed.
 */
export async function startLoginAttempt(db: Db, now: Date, username: string, ip: string | null): Promise<LoginAttempt> {
  const client = ip ?? 'unknown';
  const pairKey = `pair:${client}|${username.toLowerCase()}`;
  const addressKey = `ip:${client}`;
  await db.delete(adminLoginFailures).where(lt(adminLoginFailures.at, new Date(now.getTime() - PAIR_MEMORY_MS)));
  const rows = await db
    .insert(adminLoginFailures)
    .values([
      { key: pairKey, at: now },
      { key: addressKey, at: now },
    ])
    .returning({ id: adminLoginFailures.id });
  const ids = rows.map((r) => r.id);
  const forget = async () => {
    await db.delete(adminLoginFailures).where(inArray(adminLoginFailures.id, ids));
  };

  const f = adminLoginFailures;
  const addressSince = new Date(now.getTime() - ADDRESS_WINDOW_MS).toISOString();
  const others = sql`${f.id} not in (${sql.join(ids, sql`, `)})`;
  const [counts] = await db
    .select({
      pair: sql<number>`(count(*) filter (where ${f.key} = ${pairKey} and ${others}))::int`,
      pairLast: sql<string | null>`max(${f.at}) filter (where ${f.key} = ${pairKey} and ${others})`,
      address: sql<number>`(count(*) filter (where ${f.key} = ${addressKey} and ${f.at} > ${addressSince}::timestamptz and ${others}))::int`,
      addressFirst: sql<
        string | null
      >`min(${f.at}) filter (where ${f.key} = ${addressKey} and ${f.at} > ${addressSince}::timestamptz)`,
    })
    .from(f)
    .where(inArray(f.key, [pairKey, addressKey]));

  let until = 0;
  const pairWait = lockAfter(counts?.pair ?? 0);
  if (pairWait > 0 && counts?.pairLast) until = new Date(counts.pairLast).getTime() + pairWait;
  if ((counts?.address ?? 0) >= MAX_FAILURES_PER_ADDRESS && counts?.addressFirst) {
    until = Math.max(until, new Date(counts.addressFirst).getTime() + ADDRESS_WINDOW_MS);
  }
  const waitMs = until - now.getTime();
  return {
    refusal: waitMs > 0 ? new HttpError(429, tooManyAttempts(Math.ceil(waitMs / 60_000))) : null,
    forget,
    async succeeded(tx) {
      await tx.delete(adminLoginFailures).where(eq(adminLoginFailures.key, pairKey));
      await tx.delete(adminLoginFailures).where(inArray(adminLoginFailures.id, ids));
    },
  };
}
