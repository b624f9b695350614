import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps';
import { subscriptions } from '../../db/schema/billing';
import { professionalProfiles } from '../../db/schema/professionals';
import { termsAcceptances, userSessions, users } from '../../db/schema/users';
import { randomToken, sha256 } from '../../lib/crypto';
import { preparedQuery } from '../../lib/prepared-query';
import type { CachedSession } from './session-cache';

/** An account's role; null until chosen at onboarding (docs/product.md#onboarding). */
export type AccountRole = 'parent' | 'professional';

/**
 * The signed-in user, with their own subscription row (null without one) and their role read by
 * the same lookup: whatever a route decides by the caller's plan or role needs no query of its own
 * (docs/decisions/014-fast-reads.md).
 */
export type SessionUser = typeof users.$inferSelect & {
  subscription: typeof subscriptions.$inferSelect | null;
  role: AccountRole | null;
  /**
   * May use the professional area: a professional, or a parent with professional data (who accepted
   * an invitation and keeps both areas, docs/product.md#onboarding).
   */
  isProfessional: boolean;
  /** Every terms version the account accepted: the consent gate compares the current one (docs/product.md#consent-gate). */
  acceptedTerms: string[];
};

// Writing last_seen_at on every request would turn each read into a write; a minute's slack is enough.
const TOUCH_EVERY_MS = 60_000;

// Every authenticated request that misses the cache runs this lookup.
const sessionUserQuery = preparedQuery((db) =>
  db
    .select({
      user: users,
      subscription: subscriptions,
      role: professionalProfiles.role,
      professionalType: professionalProfiles.professionalType,
      // A handful of versions at most; a change to them notifies like a change to the user (migration 0017).
      acceptedTerms: sql<
        string[]
      >`array(select ${termsAcceptances.termsVersion} from ${termsAcceptances} where ${termsAcceptances.userId} = ${userSessions.userId})`,
      sessionId: userSessions.id,
      lastSeenAt: userSessions.lastSeenAt,
      expiresAt: userSessions.expiresAt,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.parentUserId, userSessions.userId))
    .leftJoin(professionalProfiles, eq(professionalProfiles.userId, userSessions.userId))
    .where(
      and(
        eq(userSessions.tokenHash, sql.placeholder('hash')),
        gt(userSessions.expiresAt, sql.placeholder('now')),
        gt(userSessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

function toRole(stored: string | null): AccountRole | null {
  return stored === 'parent' || stored === 'professional' ? stored : null;
}

/**
 * Sessions end after the idle limit or the absolute limit, both measured by the app clock; every
 * time stored here comes from it too (docs/product.md#sessions).
 */
export function createSessionService({
  db,
  clock,
  config,
  sessionCache: cache,
}: Pick<AppDeps, 'db' | 'clock' | 'config' | 'sessionCache'>) {
  const idleMs = config.sessionIdleMs;
  const absoluteMs = config.sessionAbsoluteMs;

  /** The session as stored, read once per request or from the cache (docs/decisions/015-session-cache.md). */
  async function lookup(hash: string, now: number): Promise<CachedSession | null> {
    const cached = cache.get(hash, now);
    if (cached) return cached;
    const generation = cache.generation();
    const [row] = await sessionUserQuery(db).execute({
      hash,
      now: new Date(now).toISOString(),
      idleSince: new Date(now - idleMs).toISOString(),
    });
    // A suspended account keeps its sessions, so its pages can be told why they stop (docs/product.md#suspension).
    if (!row) return null;
    const session: CachedSession = {
      user: {
        ...row.user,
        subscription: row.subscription,
        role: toRole(row.role),
        isProfessional: row.role === 'professional' || row.professionalType !== null,
        acceptedTerms: row.acceptedTerms,
      },
      sessionId: row.sessionId,
      lastSeenAt: row.lastSeenAt.getTime(),
      expiresAt: row.expiresAt.getTime(),
    };
    cache.keep(hash, session, generation, now);
    return session;
  }

  return {
    /** A new session; returns the token for the cookie (only its SHA-256 is stored). */
    async create(userId: number, meta: { userAgent?: string; ip?: string }): Promise<string> {
      const token = randomToken();
      const now = clock.now();
      await db.insert(userSessions).values({
        userId,
        tokenHash: sha256(token),
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + absoluteMs),
        userAgent: meta.userAgent?.slice(0, 400),
        ip: meta.ip,
      });
      return token;
    },

    /**
     * The signed-in user for a cookie token, or null when the session is unknown or expired. A
     * suspended user is answered with `isActive` false: the route check refuses them with the notice.
     */
    async findUser(token: string): Promise<SessionUser | null> {
      const now = clock.now().getTime();
      const session = await lookup(sha256(token), now);
      // A cached session is checked against the same limits the query applies.
      if (!session || session.expiresAt <= now || session.lastSeenAt <= now - idleMs) return null;
      if (now - session.lastSeenAt > TOUCH_EVERY_MS) {
        await db
          .update(userSessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(userSessions.id, session.sessionId));
        session.lastSeenAt = now;
      }
      return session.user;
    },

    async remove(token: string): Promise<void> {
      const hash = sha256(token);
      await db.delete(userSessions).where(eq(userSessions.tokenHash, hash));
      cache.forget(hash);
    },

    /** Ends every session of a user at once (suspension, deletion). */
    async removeAllOf(userId: number): Promise<void> {
      await db.delete(userSessions).where(eq(userSessions.userId, userId));
      cache.forgetUser(userId);
    },

    /** Deletes the sessions that can no longer be used (hourly housekeeping, docs/product.md#start-and-stop). */
    async prune(): Promise<void> {
      const now = clock.now().getTime();
      await db
        .delete(userSessions)
        .where(or(lt(userSessions.expiresAt, new Date(now)), lt(userSessions.lastSeenAt, new Date(now - idleMs))));
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
