import { PGlite } from '@electric-sql/pglite';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from '../db/data-dir-lock';
import { BackupError } from './backup-file';

// The embedded database is a PostgreSQL data folder inside DATA_DIR (db/client.ts); PGlite dumps
// and loads it whole. Only one process may open it, so both take the server's lock
// (docs/product.md#backups): with the server running they refuse instead of copying a moving folder.

const folders = (dataDir: string) => {
  const dir = resolve(dataDir);
  return {
    dir,
    live: join(dir, 'pglite'),
    incoming: join(dir, 'pglite.restoring'),
    previous: join(dir, 'pglite.before-restore'),
  };
};

function lock(dir: string, refusal: string): () => void {
  try {
    return acquireDataDirLock(dir);
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new BackupError(`${refusal}: ${err.message}`);
    throw err;
  }
}

async function closeQuietly(client: PGlite) {
  await client.close().catch(() => {});
}

/** Writes the embedded database of `dataDir` to `outFile` (a gzipped tar of the data folder). */
export async function backupPglite(dataDir: string, outFile: string): Promise<void> {
  const { dir, live } = folders(dataDir);
  if (!existsSync(join(live, 'PG_VERSION'))) {
    throw new BackupError(
      `Não há banco embutido em ${dir} para copiar. Confira DATA_DIR (ou DATABASE_URL, se os dados estão num servidor PostgreSQL).`,
    );
  }
  const release = lock(dir, 'Backup recusado');
  try {
    const client = new PGlite(live);
    try {
      await client.waitReady;
      const dump = await client.dumpDataDir('gzip');
      // Written aside and renamed, so an interrupted backup never leaves a file that looks whole.
      writeFileSync(`${outFile}.partial`, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
      renameSync(`${outFile}.partial`, outFile);
    } finally {
      await closeQuietly(client);
    }
  } finally {
    release();
  }
}

/**
 * Replaces the embedded database of `dataDir` with the one in `file`. The backup is loaded into a
 * folder beside the live one and checked first; only then does it take the live one's place, and
 * the data it replaced is kept in `pglite.before-restore` (until the next restore).
 */
export async function restorePglite(dataDir: string, file: string): Promise<{ previous?: string }> {
  const { dir, live, incoming, previous } = folders(dataDir);
  mkdirSync(dir, { recursive: true });
  const release = lock(dir, 'Restauração recusada');
  try {
    rmSync(incoming, { recursive: true, force: true });
    const client = new PGlite(incoming, { loadDataDir: new Blob([readFileSync(file)]) });
    try {
      await client.waitReady;
      const { rows } = await client.query<{ found: string | null }>(
        "select to_regclass('drizzle.__drizzle_migrations')::text as found",
      );
      if (!rows[0]?.found) throw new BackupError(`${file} não é um backup de um banco do NeuroBridge.`);
    } catch (err) {
      await closeQuietly(client);
      rmSync(incoming, { recursive: true, force: true });
      if (err instanceof BackupError) throw err;
      throw new BackupError(`${file} não pôde ser carregado como banco embutido: ${(err as Error).message}`);
    }
    await closeQuietly(client);
    const hadData = existsSync(live);
    rmSync(previous, { recursive: true, force: true });
    if (hadData) renameSync(live, previous);
    renameSync(incoming, live);
    return { previous: hadData ? previous : undefined };
  } finally {
    release();
  }
}
