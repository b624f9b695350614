import type { ListenHandlers } from '../../db/listen';
import type { SessionUser } from './session-service';

/** What the session lookup read, kept by the SHA-256 of the cookie token. */
export interface CachedSession {
  user: SessionUser;
  sessionId: number;
  lastSeenAt: number;
  expiresAt: number;
}

/** Kept reads that count progress entries: a progress notice drops only these (`memo` keys start with the read's name). */
const countsProgress = (key: string) => key.startsWith('dashboard|');

/** The NOTIFY channel the database triggers write a user id to (migration 0004). */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

// A bound on what a lost notification could cost, and on memory.
const TTL_MS = 60_000;
const MAX_ENTRIES = 20_000;

/**
 * Signed-in users kept in memory, correct across servers (docs/decisions/015-session-cache.md):
 * triggers on users, user_sessions and subscriptions NOTIFY the user's id on every change, and
 * every server drops that user's entries. While the server is not listening (starting, or its
 * listening connection lost), nothing is served from here; after listening again, everything
 * held before is dropped. A lookup that started before a change arrived is not kept.
 */
export function createSessionCache() {
  const byHash = new Map<string, { session: CachedSession; at: number }>();
  const byUser = new Map<number, Set<string>>();
  // Reads about one user (their children, their dashboard), dropped with that user's sessions.
  const memos = new Map<number, Map<string, { value: Promise<unknown>; at: number }>>();
  // Per-user count of notices: a memo load that saw another value when it started may be stale.
  const noticesFor = new Map<number, number>();
  let listening = false;
  // Bumped by every drop: a load that saw another value when it started may be stale.
  let generation = 0;
  // Bumped when everything is dropped (listening stopped or started again).
  let epoch = 0;

  function drop(hash: string) {
    const entry = byHash.get(hash);
    if (!entry) return;
    byHash.delete(hash);
    const userId = entry.session.user.id;
    const hashes = byUser.get(userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) byUser.delete(userId);
  }

  function dropAll() {
    generation++;
    epoch++;
    byHash.clear();
    byUser.clear();
    memos.clear();
    noticesFor.clear();
  }

  const handlers: ListenHandlers = {
    onMessage(payload) {
      // '*': a change that concerns every user's reads (the catalogue); sessions stay.
      if (payload === '*') {
        epoch++;
        memos.clear();
        return;
      }
      // 'progress:<id>': a progress entry of the user's children; only the reads that count
      // progress go (the dashboard), the children list and the sessions stay.
      if (payload.startsWith('progress:')) {
        const userId = Number(payload.slice(9));
        const forUser = memos.get(userId);
        for (const key of forUser?.keys() ?? []) if (countsProgress(key)) forUser!.delete(key);
        noticesFor.set(userId, (noticesFor.get(userId) ?? 0) + 1);
        return;
      }
      // 'reads:<id>': a change to the user's data (children, access), not to their session.
      const readsOnly = payload.startsWith('reads:');
      const userId = Number(readsOnly ? payload.slice(6) : payload);
      if (!readsOnly) {
        generation++;
        for (const hash of byUser.get(userId) ?? []) drop(hash);
      }
      memos.delete(userId);
      // Bounded: past this many users, start again from an empty cache.
      if (noticesFor.size >= MAX_ENTRIES) dropAll();
      noticesFor.set(userId, (noticesFor.get(userId) ?? 0) + 1);
    },
    onUp() {
      dropAll();
      listening = true;
    },
    onDown() {
      listening = false;
      dropAll();
    },
  };

  return {
    handlers,
    /** Taken before a lookup and handed to `keep`, so a change that arrives meanwhile wins. */
    generation: () => generation,

    get(hash: string, now: number): CachedSession | undefined {
      const entry = listening ? byHash.get(hash) : undefined;
      if (!entry) return undefined;
      if (now < entry.at || now - entry.at >= TTL_MS) {
        drop(hash);
        return undefined;
      }
      return entry.session;
    },

    keep(hash: string, session: CachedSession, seenGeneration: number, now: number) {
      if (!listening || seenGeneration !== generation) return;
      if (byHash.size >= MAX_ENTRIES) drop(byHash.keys().next().value!);
      byHash.set(hash, { session, at: now });
      let hashes = byUser.get(session.user.id);
      if (!hashes) byUser.set(session.user.id, (hashes = new Set()));
      hashes.add(hash);
    },

    /**
     * A read about one user, kept until a notice about that user (or for a minute): `key` names
     * the read and everything it depends on besides the user's own rows (a week, a tier). While
     * not listening, every call loads.
     */
    memo<T>(userId: number, key: string, now: number, load: () => Promise<T>): Promise<T> {
      if (!listening) return load();
      const kept = memos.get(userId)?.get(key);
      if (kept && now >= kept.at && now - kept.at < TTL_MS) return kept.value as Promise<T>;
      const seen = noticesFor.get(userId) ?? 0;
      const seenEpoch = epoch;
      const value = load();
      value.then(
        () => {
          // Kept only if no notice about this user (nor a reset) came while it loaded.
          if (!listening || epoch !== seenEpoch || (noticesFor.get(userId) ?? 0) !== seen) return;
          let forUser = memos.get(userId);
          if (!forUser) {
            if (memos.size >= MAX_ENTRIES) memos.delete(memos.keys().next().value!);
            memos.set(userId, (forUser = new Map()));
          }
          forUser.set(key, { value, at: now });
        },
        () => {},
      );
      return value;
    },

    /**
     * A read kept for the user, if there is a current one; never loads. For a fast path that falls
     * back to a query (the owner's child check, modules/children/child-access.ts).
     */
    peek<T>(userId: number, key: string, now: number): Promise<T> | undefined {
      if (!listening) return undefined;
      const kept = memos.get(userId)?.get(key);
      return kept && now >= kept.at && now - kept.at < TTL_MS ? (kept.value as Promise<T>) : undefined;
    },

    /** This server's own change: dropped at once, before the notification comes back. */
    forget(hash: string) {
      generation++;
      drop(hash);
    },
    forgetUser(userId: number) {
      handlers.onMessage(String(userId));
    },
    /** This server's own change to a user's data (not to their session). */
    forgetReadsOf(userId: number) {
      handlers.onMessage(`reads:${userId}`);
    },
    /** This server's own new progress entry for a child of the user. */
    forgetProgressOf(userId: number) {
      handlers.onMessage(`progress:${userId}`);
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
