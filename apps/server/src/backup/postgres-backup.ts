import { execFile } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError } from './backup-file';

// A PostgreSQL server's data goes through its own tools: `pg_dump -Fc` and `pg_restore`
// (docs/product.md#backups). They must be the server's major version or newer.

const exec = promisify(execFile);
type Tool = 'pg_dump' | 'pg_restore';

const installHint = (major?: number) =>
  `no Debian/Ubuntu, "sudo apt-get install postgresql-client${major ? `-${major}` : ''}"` +
  ' (versões mais novas vêm do repositório apt.postgresql.org); no macOS, "brew install libpq".';

async function toolMajor(tool: Tool, serverMajor: number): Promise<number> {
  try {
    const { stdout } = await exec(tool, ['--version']);
    return Number(/\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    throw new BackupError(
      `${tool} não foi encontrado no PATH. O backup de um servidor PostgreSQL usa pg_dump e pg_restore ` +
        `da versão do servidor (${serverMajor}) ou mais novos: ${installHint(serverMajor)}`,
    );
  }
}

async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(`O servidor PostgreSQL de DATABASE_URL não respondeu: ${(err as Error).message}`);
  }
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Refuses a tool older than the server: pg_dump would refuse anyway, with a less helpful text. */
async function checkTool(tool: Tool, url: string): Promise<void> {
  const server = await withClient(url, async (c) => {
    const { rows } = await c.query<{ v: string }>('show server_version_num');
    return Math.floor(Number(rows[0]!.v) / 10_000);
  });
  await checkToolVersion(tool, server);
}

/** Refuses a missing tool, or one older than the server's major version, saying how to install it. */
export async function checkToolVersion(tool: Tool, server: number): Promise<void> {
  const client = await toolMajor(tool, server);
  if (client < server) {
    throw new BackupError(
      `${tool} ${client} é mais antigo que o servidor PostgreSQL ${server}: instale o cliente ${server} ou mais novo; ${installHint(server)}`,
    );
  }
}

/**
 * Runs a tool against the database without the password on its command line (where `ps` shows
 * it): the password goes in a passfile readable by this user only, named in the connection string.
 */
export async function runTool(tool: Tool, url: string, args: string[]): Promise<string> {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  const folder = mkdtempSync(join(tmpdir(), 'neurobridge-pg-'));
  let dbname = u.toString();
  try {
    if (password) {
      const passfile = join(folder, 'pgpass');
      writeFileSync(passfile, `*:*:*:*:${password.replace(/[\\:]/g, '\\$&')}\n`, { mode: 0o600 });
      // Appended as is (a temp path has no characters to escape), not percent-encoded by URLSearchParams.
      dbname += `${u.search ? '&' : '?'}passfile=${passfile}`;
    }
    const { stdout } = await exec(tool, [...args, `--dbname=${dbname}`], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (err) {
    if (err instanceof BackupError) throw err;
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new BackupError(`${tool} falhou: ${stderr || (err as Error).message}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export async function backupPostgres(url: string, outFile: string): Promise<void> {
  await checkTool('pg_dump', url);
  await runTool('pg_dump', url, ['--format=custom', `--file=${outFile}.partial`]);
  renameSync(`${outFile}.partial`, outFile);
}

async function readArchive(file: string): Promise<string> {
  try {
    return (await exec('pg_restore', ['--list', file], { maxBuffer: 64 * 1024 * 1024 })).stdout;
  } catch (err) {
    const stderr = (err as { stderr?: string }).stderr?.trim();
    throw new BackupError(`pg_restore não conseguiu ler ${file}: ${stderr || (err as Error).message}`);
  }
}

/**
 * Replaces the database's contents with the backup's. The schemas are emptied first, so tables a
 * newer version added do not outlive an older backup and the next start migrates it forward; the
 * data being replaced is first saved to `safetyFile`.
 */
export async function restorePostgres(url: string, file: string, safetyFile: string): Promise<void> {
  await checkTool('pg_restore', url);
  if (!(await readArchive(file)).includes('__drizzle_migrations')) {
    throw new BackupError(`${file} não é um backup de um banco do NeuroBridge.`);
  }
  const others = await withClient(url, async (c) => {
    const { rows } = await c.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rows[0]!.n;
  });
  if (others > 0) {
    throw new BackupError(
      `Restauração recusada: há ${others} conexão(ões) abertas neste banco. Pare os servidores do NeuroBridge e tente de novo.`,
    );
  }
  await backupPostgres(url, safetyFile);
  await withClient(url, (c) =>
    c.query('drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;'),
  );
  try {
    await runTool('pg_restore', url, [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      '--exit-on-error',
      file,
    ]);
  } catch (err) {
    throw new BackupError(`${(err as Error).message}\nOs dados de antes estão em ${safetyFile}.`);
  }
}
