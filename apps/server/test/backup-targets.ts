import { PGlite } from '@electric-sql/pglite';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { CliIo } from '../src/backup/backup-cli';
import { openDatabase, type Database } from '../src/db/client';
import { createPgCopy, dropPgTemplate, withDatabase } from './templates';

/**
 * The database a backup test works on, as the lane gives it: the embedded database in a data
 * folder of its own (npm test), or a database of its own on the PostgreSQL server (npm run test:pg).
 * `env` is what the backup commands read, like the server's environment.
 */
export interface BackupTarget {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  backupDir: string;
  open(): Promise<Database>;
  /** Loses everything, as a broken disk or a dropped database would. */
  wipe(): Promise<void>;
  cleanup(): Promise<void>;
}

export async function createBackupTarget(): Promise<BackupTarget> {
  const folder = mkdtempSync(join(tmpdir(), 'neurobridge-backup-test-'));
  const backupDir = join(folder, 'backups');
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    const name = await createPgCopy(pgUrl, inject('pgTemplate'));
    const url = withDatabase(pgUrl, name);
    return {
      kind: 'postgres',
      env: { DATABASE_URL: url, DATA_DIR: join(folder, 'data'), BACKUP_DIR: backupDir },
      backupDir,
      open: () => openDatabase({ databaseUrl: url }),
      wipe: async () => {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query('drop schema drizzle cascade; drop schema public cascade; create schema public;');
        await client.end();
      },
      cleanup: async () => {
        await dropPgTemplate(pgUrl, name);
        removeFolder();
      },
    };
  }
  const dataDir = join(folder, 'data');
  mkdirSync(dataDir);
  // The migrated template, loaded into a data folder as `npm start` would have left it.
  const seed = new PGlite(join(dataDir, 'pglite'), { loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) });
  await seed.waitReady;
  await seed.close();
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir, BACKUP_DIR: backupDir },
    backupDir,
    open: () => openDatabase({ dataDir }),
    wipe: async () => rmSync(join(dataDir, 'pglite'), { recursive: true, force: true }),
    cleanup: async () => removeFolder(),
  };
}

/** The commands' terminal: what they print, and a fixed answer to their question. */
export function recordingIo(answer = false): CliIo & { lines: string[]; errors: string[]; asked: string[] } {
  const lines: string[] = [];
  const errors: string[] = [];
  const asked: string[] = [];
  return {
    lines,
    errors,
    asked,
    out: (line) => lines.push(line),
    err: (line) => errors.push(line),
    confirm: async (question) => {
      asked.push(question);
      return answer;
    },
    now: () => new Date('2026-05-04T10:30:00Z'),
  };
}
