import { sql, type SQL } from 'drizzle-orm';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, expect, it } from 'vitest';
import { createPgCopy, dropPgTemplate, withDatabase } from '../../test/templates';
import { openDatabase, type Database } from './client';
import { runMigrations } from './migrate';

// The upgrade path (docs/product.md#backups): a database made by the first released schema, with a
// row in every table, is migrated to today's schema and keeps every value. On PGlite in `npm test`,
// on PostgreSQL in `npm run test:pg`.

const migrations = fileURLToPath(new URL('./migrations', import.meta.url));
const firstRows = fileURLToPath(new URL('../../test/first-release-rows.sql', import.meta.url));
/**
 * Columns a later migration removed on purpose: 0012 made the audit trail name its actor itself.
 */
const DROPPED = new Set(['audit_log.admin_id']);

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The migrations folder as the first release shipped it: 0000 and its journal entry only. */
function firstReleaseMigrations(): string {
  const folder = mkdtempSync(join(tmpdir(), 'neurobridge-first-release-'));
  cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
  mkdirSync(join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(join(migrations, 'meta/_journal.json'), 'utf8'));
  const [first] = journal.entries;
  expect(first.tag).toBe('0000_initial');
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: [first] }));
  copyFileSync(join(migrations, `${first.tag}.sql`), join(folder, `${first.tag}.sql`));
  return folder;
}

async function emptyDatabase(): Promise<Database> {
  const pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) return openDatabase({});
  const name = await createPgCopy(pgUrl, 'template0');
  cleanups.push(() => dropPgTemplate(pgUrl, name));
  return openDatabase({ databaseUrl: withDatabase(pgUrl, name) });
}

type Rows = Record<string, Record<string, unknown>[]>;

/** Both drivers answer `{rows}`; the app's Db type leaves a raw query's result unknown. */
async function query<T>(database: Database, text: SQL): Promise<T[]> {
  return ((await database.db.execute(text)) as unknown as { rows: T[] }).rows;
}

async function everyRow(database: Database, tables: string[]): Promise<Rows> {
  const rows: Rows = {};
  for (const table of tables) {
    rows[table] = (
      await query<{ row: Record<string, unknown> }>(
        database,
        sql.raw(`select row_to_json(t) as row from "${table}" t order by row_to_json(t)::text`),
      )
    ).map((r) => r.row);
  }
  return rows;
}

it('migrates a database of the first release, with a row in every table, to today keeping every value', async () => {
  const database = await emptyDatabase();
  cleanups.push(() => database.close());
  await runMigrations(database, firstReleaseMigrations());
  const tables = (
    await query<{ name: string }>(
      database,
      sql`select table_name as name from information_schema.tables where table_schema = 'public' order by 1`,
    )
  ).map((r) => r.name);
  expect(tables).toHaveLength(29);
  for (const statement of readFileSync(firstRows, 'utf8').split(/;\s*\n/)) {
    const text = statement.replace(/^--.*$/gm, '').trim();
    if (text) await database.db.execute(sql.raw(text));
  }
  const before = await everyRow(database, tables);
  for (const table of tables) expect(before[table], `a row in ${table}`).not.toEqual([]);

  await runMigrations(database);
  const after = await everyRow(database, tables);

  for (const table of tables) {
    // 0009 gave every account made before roles existed a parent's profile; nothing else adds rows.
    const added = table === 'professional_profiles' ? 1 : 0;
    expect(after[table], table).toHaveLength(before[table]!.length + added);
    before[table]!.forEach((row, i) => {
      const kept = Object.fromEntries(
        Object.keys(row)
          .filter((c) => !DROPPED.has(`${table}.${c}`))
          .map((c) => [c, row[c]]),
      );
      expect(after[table]![i], `${table} row ${i + 1}`).toMatchObject(kept);
    });
  }
  expect(after.professional_profiles!.map((p) => [p.user_id, p.role])).toEqual([
    [2, 'professional'],
    [1, 'parent'],
  ]);
  expect(after.children![0]).toMatchObject({ name: 'Lia', tea_level: 2, sensory_settings: { sound: false } });
  expect(after.progress_entries![0]).toMatchObject({
    score: 87,
    seconds_spent: 14_400,
    activity_title: 'Memória das cores',
  });
  expect(after.audit_log![0]).toMatchObject({
    action: 'settings.update',
    actor_type: 'admin',
    prev_hash: '',
    hash: '',
  });
  expect(after.invitations![0]).toMatchObject({ status: 'accepted', child_ids: [1], email_outbox_id: null });
  expect(after.payments![0]).toMatchObject({ amount: 29.9, provider_payment_id: 'mp-123', refund_id: null });
}, 120_000);
