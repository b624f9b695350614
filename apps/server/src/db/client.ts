import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { listenPglite, listenPostgres, type ListenHandlers, type Listener } from './listen';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool when on a PostgreSQL server. */
  pool?: pg.Pool;
  /** Cheap round trip used by /api/ready. */
  ping(): Promise<void>;
  /** LISTEN for NOTIFY on a channel (db/listen.ts). */
  listen(channel: string, handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data folder; ignored when databaseUrl is set. */
  dataDir?: string;
  /** An in-memory PGlite started from a migrated dump (tests). */
  pgliteDump?: Blob;
  onPoolError?: (err: Error) => void;
  /** Called with the text of every query drizzle runs (tests count the round trips of a request). */
  onQuery?: (sql: string) => void;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.onPoolError, opts.onQuery);
  return openPglite(opts);
}

const queryLogger = (onQuery?: (sql: string) => void) =>
  onQuery ? { logger: { logQuery: (sql: string) => onQuery(sql) } } : {};

async function openPostgres(
  url: string,
  onPoolError?: (err: Error) => void,
  onQuery?: (sql: string) => void,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 15_000,
    query_timeout: 20_000,
  });
  // An idle client that errors (server restart) must not crash the process.
  pool.on('error', (err) => onPoolError?.(err));
  const db = drizzlePg(pool, { schema, ...queryLogger(onQuery) }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    listen: async (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => pool.end(),
  };
}

async function openPglite(opts: DatabaseOptions): Promise<Database> {
  let release = () => {};
  let client: PGlite;
  if (opts.pgliteDump) {
    client = new PGlite({ loadDataDir: opts.pgliteDump });
  } else if (opts.dataDir) {
    const dir = resolve(opts.dataDir);
    mkdirSync(dir, { recursive: true });
    // One process per data folder: two would lose data silently (docs/product.md#embedded-database).
    release = acquireDataDirLock(dir);
    try {
      client = new PGlite(join(dir, 'pglite'));
      await client.waitReady;
    } catch (err) {
      release();
      throw err;
    }
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema, ...queryLogger(opts.onQuery) }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}
