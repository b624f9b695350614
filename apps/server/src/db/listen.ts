import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface Listener {
  /**
   * Resolves once every notification committed before the call has been handed to `onMessage`
   * (a round trip on the listening connection: PostgreSQL delivers pending notifications first).
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** Listening (again): notifications may have been missed before this. */
  onUp(): void;
  /** Not listening: whatever relies on the notifications must not trust what it holds. */
  onDown(): void;
}

const RETRY_MS = 1_000;

/**
 * LISTEN on a PostgreSQL server over a connection of its own, reconnecting after a failure.
 * Between a failure and the next `onUp`, `onDown` has told the caller not to rely on it.
 */
export function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Listener {
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    const fail = () => {
      if (client !== c) return;
      client = null;
      handlers.onDown();
      c.end().catch(() => {});
      if (!closed) retry = setTimeout(connect, RETRY_MS);
    };
    client = c;
    c.on('error', fail);
    c.on('end', fail);
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.onMessage(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === c) handlers.onUp();
    } catch {
      fail();
    }
  };
  void connect();

  return {
    async sync() {
      await client?.query('select 1');
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      handlers.onDown();
      await c?.end().catch(() => {});
    },
  };
}

/** PGlite is one process with one connection: it hands notifications over as each query ends. */
export async function listenPglite(db: PGlite, channel: string, handlers: ListenHandlers): Promise<Listener> {
  const unlisten = await db.listen(channel, handlers.onMessage);
  handlers.onUp();
  return {
    sync: async () => {},
    async close() {
      handlers.onDown();
      await unlisten();
    },
  };
}
