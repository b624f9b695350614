import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { seedActivities } from '../src/db/seed/activities';
import { seedDefaults } from '../src/db/seed/defaults';

export async function createPgliteTemplate(): Promise<string> {
  const database = await openDatabase({});
  await runMigrations(database);
  await seedDefaults(database.db);
  await seedActivities(database.db);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = join(tmpdir(), `neurobridge-test-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.on('exit', () => rmSync(file, { force: true }));
  return file;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A migrated, seeded template database on the PostgreSQL server; test files copy it. */
export async function createPgTemplate(url: string): Promise<string> {
  const name = `nb_template_${process.pid}_${Date.now()}`;
  await admin(url, (c) => c.query(`create database ${name}`));
  const database = await openDatabase({ databaseUrl: withDatabase(url, name) });
  await runMigrations(database);
  await seedDefaults(database.db);
  await seedActivities(database.db);
  await database.close();
  return name;
}

export async function dropPgTemplate(url: string, name: string) {
  await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
}

export async function createPgCopy(url: string, template: string): Promise<string> {
  const name = `nb_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin(url, (c) => c.query(`create database ${name} template ${template}`));
  return name;
}
