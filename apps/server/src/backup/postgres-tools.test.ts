import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkToolVersion, runTool } from './postgres-backup';

// The PostgreSQL tools as the backup commands find them on the PATH (docs/product.md#backups):
// here fake ones, so every lane checks the texts and what the tools are given.

let bin: string;
let path: string | undefined;
beforeEach(() => {
  bin = mkdtempSync(join(tmpdir(), 'neurobridge-fake-pg-'));
  path = process.env.PATH;
  process.env.PATH = bin;
});
afterEach(() => {
  process.env.PATH = path;
  rmSync(bin, { recursive: true, force: true });
});

function fakeTool(name: string, script: string) {
  writeFileSync(join(bin, name), `#!/bin/sh\n${script}\n`);
  chmodSync(join(bin, name), 0o755);
}

describe('PostgreSQL tools', () => {
  it('a missing tool is named, with how to install the server version', async () => {
    await expect(checkToolVersion('pg_dump', 16)).rejects.toThrow(
      'pg_dump não foi encontrado no PATH. O backup de um servidor PostgreSQL usa pg_dump e pg_restore da versão do servidor (16) ou mais novos: no Debian/Ubuntu, "sudo apt-get install postgresql-client-16"',
    );
  });

  it('a tool older than the server is refused; the same or newer passes', async () => {
    fakeTool('pg_restore', 'echo "pg_restore (PostgreSQL) 14.11 (Debian 14.11-1)"');
    await expect(checkToolVersion('pg_restore', 15)).rejects.toThrow(
      'pg_restore 14 é mais antigo que o servidor PostgreSQL 15: instale o cliente 15 ou mais novo',
    );
    await expect(checkToolVersion('pg_restore', 14)).resolves.toBeUndefined();
    await expect(checkToolVersion('pg_restore', 13)).resolves.toBeUndefined();
  });

  it('the password never reaches the command line: it goes in a passfile only this user reads', async () => {
    const seen = join(bin, 'seen');
    process.env.PATH = `${bin}:/usr/bin:/bin`; // the fake first, and the shell's own tools
    fakeTool(
      'pg_dump',
      `echo "$@" > ${seen}; f=$(echo "$@" | sed -E 's/.*passfile=([^& ]*).*/\\1/'); cat "$f" >> ${seen}; stat -c %a "$f" >> ${seen}`,
    );
    await runTool('pg_dump', 'postgres://app:s3cr%3At@db.example:5432/neurobridge?sslmode=require', [
      '--format=custom',
    ]);
    const [args, passfile, mode] = readFileSync(seen, 'utf8').trim().split('\n');
    expect(args).toMatch(
      /^--format=custom --dbname=postgres:\/\/app@db\.example:5432\/neurobridge\?sslmode=require&passfile=/,
    );
    expect(args).not.toContain('s3cr');
    expect(passfile).toBe('*:*:*:*:s3cr\\:t');
    expect(mode).toBe('600');
  });

  it('a failing tool is reported with what it said', async () => {
    fakeTool('pg_dump', 'echo "pg_dump: error: connection refused" >&2; exit 1');
    await expect(runTool('pg_dump', 'postgres://app@db.example/nb', [])).rejects.toThrow(
      'pg_dump falhou: pg_dump: error: connection refused',
    );
  });
});
