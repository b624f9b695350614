import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userSessions, users } from '../../db/schema/users';
import { randomToken, sha256 } from '../../lib/crypto';

export type SessionUser = typeof users.$inferSelect;

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

// Writing last_seen_at on every request would turn each read into a write; a minute's slack is enough.
const TOUCH_EVERY_MS = 60_000;

export async function createSession(
  db: Db,
  userId: number,
  policy: SessionPolicy,
  meta: { userAgent?: string; ip?: string },
): Promise<string> {
  const token = randomToken();
  await db.insert(userSessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + policy.absoluteMs),
    userAgent: meta.userAgent?.slice(0, 400),
    ip: meta.ip,
  });
  return token;
}

function sessionUserQuery(db: Db) {
  return db
    .select({ user: users, sessionId: userSessions.id, lastSeenAt: userSessions.lastSeenAt })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.tokenHash, sql.placeholder('hash')),
        gt(userSessions.expiresAt, sql.placeholder('now')),
        gt(userSessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_user');
}

// Every authenticated request runs this lookup: prepared once per database, so the server only
// binds parameters instead of parsing and planning the query each time.
const prepared = new WeakMap<Db, ReturnType<typeof sessionUserQuery>>();

/** The signed-in user for a cookie token, or null when the session is unknown, expired or the user suspended. */
export async function findSessionUser(db: Db, token: string, policy: SessionPolicy): Promise<SessionUser | null> {
  const now = Date.now();
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = sessionUserQuery(db)));
  const [row] = await query.execute({
    hash: sha256(token),
    now: new Date(now).toISOString(),
    idleSince: new Date(now - policy.idleMs).toISOString(),
  });
  if (!row || !row.user.isActive) return null;
  if (now - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db
      .update(userSessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(userSessions.id, row.sessionId));
  }
  return row.user;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.tokenHash, sha256(token)));
}

/** Ends every session of a user at once (suspension, deletion). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(userSessions).where(eq(userSessions.userId, userId));
}

export async function pruneExpiredSessions(db: Db, policy: SessionPolicy): Promise<void> {
  const now = Date.now();
  await db
    .delete(userSessions)
    .where(or(lt(userSessions.expiresAt, new Date(now)), lt(userSessions.lastSeenAt, new Date(now - policy.idleMs))));
}
