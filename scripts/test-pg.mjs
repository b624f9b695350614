#!/usr/bin/env node
// The PostgreSQL lane: the server tests against a real PostgreSQL server instead of PGlite.
// The test set-up creates a template database and one fresh copy per test file, and drops them.
// Installing and starting PostgreSQL is the caller's job (CI does it before calling this).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const url = process.env.TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const shown = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

// pg is a dependency of the server workspace: resolve it from there.
const pg = createRequire(join(root, 'apps/server/package.json'))('pg');

async function serverAnswers() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query('show server_version');
    return { version: rows[0].server_version };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  } finally {
    await client.end().catch(() => {});
  }
}

const probe = await serverAnswers();
if (probe.error) {
  console.error(`PostgreSQL não respondeu em ${shown}: ${probe.error}`);
  console.error('Inicie um servidor PostgreSQL (15 ou mais novo) ou aponte TEST_PG_URL para um.');
  process.exit(1);
}
console.log(`PostgreSQL ${probe.version} em ${shown}: rodando os testes do servidor.`);

const child = spawn('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
