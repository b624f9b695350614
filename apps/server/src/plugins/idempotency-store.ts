import { and, eq, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { idempotencyKeys } from '../db/schema/requests';

/** A claim whose request never answered (its server stopped) is given up after this. */
const ABANDONED_MS = 60_000;
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60 * 1000;

type KeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * The claimed keys in the database, so a claim holds across servers; every time here is the app
 * clock's: when a key was claimed, when a claim counts as abandoned and when a key is dropped
 * (docs/product.md#idempotency).
 */
export function createIdempotencyStore({ db, clock }: Pick<AppDeps, 'db' | 'clock'>) {
  const one = (userId: number, key: string) => and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

  return {
    /** True when this request now holds the key; false when someone already did. */
    async claim(userId: number, key: string, fingerprint: string): Promise<boolean> {
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ userId, key, fingerprint, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      return claimed.length > 0;
    },

    async find(userId: number, key: string): Promise<KeyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(one(userId, key));
      return row;
    },

    isAbandoned: (row: KeyRow): boolean => clock.now().getTime() - row.createdAt.getTime() > ABANDONED_MS,

    /** Keeps the first answer for the repeats. */
    async save(userId: number, key: string, statusCode: number, payload: string): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ statusCode, response: sql`${payload}::jsonb` })
        .where(one(userId, key));
    },

    /** Frees the key, so a corrected retry runs. */
    async release(userId: number, key: string): Promise<void> {
      await db.delete(idempotencyKeys).where(one(userId, key));
    },

    /** Keys are kept for a day (hourly housekeeping, docs/product.md#start-and-stop). */
    async prune(): Promise<void> {
      const before = new Date(clock.now().getTime() - IDEMPOTENCY_KEEP_MS);
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
    },
  };
}

export type IdempotencyStore = ReturnType<typeof createIdempotencyStore>;
