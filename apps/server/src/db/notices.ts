import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Sends NOTIFY payloads on `channel` after the writes they describe have committed, never inside
 * them (docs/decisions/016-progress-notices-after-commit.md): a NOTIFY in a write transaction
 * holds PostgreSQL's one notification lock through that transaction's WAL flush, so frequent
 * writes would wait for each other's fsync. Here a notice is its own statement with no write,
 * and notices that come while one batch is being sent go together in the next: one round trip
 * per batch, however many saves. `send` resolves once its batch was sent, and never rejects: a
 * failure goes to `onError`, and the other servers' caches expire on their own (a minute at most).
 */
export function createNoticeSender(db: Db, channel: string, onError: (err: unknown) => void) {
  let open: { payloads: Set<string>; sent: Promise<void> } | null = null;
  let previous: Promise<void> = Promise.resolve();

  return function send(payload: string): Promise<void> {
    if (open) {
      open.payloads.add(payload);
      return open.sent;
    }
    const payloads = new Set([payload]);
    // The batch leaves once the one before it is answered; until then, later notices join it.
    const sent = previous.then(async () => {
      if (open?.payloads === payloads) open = null;
      try {
        const list = JSON.stringify([...payloads]);
        await db.execute(sql`select pg_notify(${channel}, p) from jsonb_array_elements_text(${list}::jsonb) as p`);
      } catch (err) {
        onError(err);
      }
    });
    open = { payloads, sent };
    previous = sent;
    return sent;
  };
}
