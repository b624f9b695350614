import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

// src/db/migrations in development and tests; dist/migrations in the bundle (build.mjs copies it).
const defaultFolder = fileURLToPath(new URL('./migrations', import.meta.url));
const MIGRATION_LOCK = 727274;

/** Applies the committed SQL migrations. On a server, an advisory lock keeps concurrent starts in line. */
export async function runMigrations(database: Database, migrationsFolder = defaultFolder): Promise<void> {
  if (!database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
