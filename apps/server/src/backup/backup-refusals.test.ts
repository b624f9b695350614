import { randomBytes } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackupTarget, recordingIo, type BackupTarget } from '../../test/backup-targets';
import { createUser } from '../../test/factories';
import { users } from '../db/schema/users';
import { backupCommand, restoreCommand } from './backup-cli';

// What the backup commands refuse, and that a refusal changes nothing (docs/product.md#backups).

let target: BackupTarget;
let file: string;
let backupOutput: string[];

async function emails(): Promise<string[]> {
  const database = await target.open();
  try {
    return (await database.db.select({ email: users.email }).from(users)).map((u) => u.email).sort();
  } finally {
    await database.close();
  }
}

async function addUser(email: string) {
  const database = await target.open();
  try {
    await createUser(database.db, { email });
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  target = await createBackupTarget();
  await addUser('na-copia@example.com');
  const io = recordingIo();
  expect(await backupCommand([], target.env, io)).toBe(0);
  backupOutput = io.lines;
  file = join(target.backupDir, readdirSync(target.backupDir)[0]!);
  await addUser('depois-da-copia@example.com'); // a restore would lose it; a refusal must not
}, 120_000);
afterAll(async () => target.cleanup());

const restore = (args: string[], io = recordingIo(), env = target.env) => restoreCommand(args, env, io);
const expectUntouched = async () => {
  expect(await emails()).toEqual(['depois-da-copia@example.com', 'na-copia@example.com']);
  expect(readdirSync(target.backupDir)).toHaveLength(1);
};

describe('backup commands', () => {
  it('say loudly that the key of the sealed secrets is not in the backup', () => {
    expect(backupOutput[1]).toContain('secrets.key) NÃO está no backup');
    expect(backupOutput[1]).toContain('senha do SMTP, as credenciais do Mercado Pago e os links de convites');
  });

  it('refuse wrong arguments, missing files and files that are not a backup of this kind', async () => {
    expect(await backupCommand(['extra'], target.env, recordingIo())).toBe(2);
    expect(await restore([])).toBe(2);
    expect(await restore([file, 'outro.dump'])).toBe(2);

    const cases: [string, string][] = [];
    const missing = join(target.backupDir, '..', 'nao-existe.dump');
    cases.push([missing, `Arquivo não encontrado: ${missing}`]);
    const text = join(target.backupDir, '..', 'notas.txt');
    writeFileSync(text, 'não é um backup');
    cases.push([text, 'não é um backup do NeuroBridge (nem do banco embutido, nem de pg_dump -Fc)']);
    const other = join(target.backupDir, '..', 'outro-tipo');
    if (target.kind === 'pglite') {
      writeFileSync(other, 'PGDMP\x01\x0f');
      cases.push([other, 'é um backup de um servidor PostgreSQL (pg_dump), mas não há DATABASE_URL']);
    } else {
      writeFileSync(other, Buffer.from([0x1f, 0x8b, 8, 0]));
      cases.push([
        other,
        'é um backup do banco embutido (PGlite), mas DATABASE_URL aponta para um servidor PostgreSQL',
      ]);
    }
    for (const [path, message] of cases) {
      const io = recordingIo(true);
      expect(await restore([path], io)).toBe(1);
      expect(io.errors.join('\n')).toContain(message);
      expect(io.asked).toEqual([]);
    }
    await expectUntouched();
  }, 60_000);

  it('ask before replacing the data; "no" changes nothing', async () => {
    const io = recordingIo(false);
    expect(await restore([file], io)).toBe(1);
    expect(io.asked[0]).toMatch(/^Isto substitui TODOS os dados do banco .* pelos de .*\. Continuar\?$/);
    expect(io.errors).toEqual(['Restauração cancelada: nada foi alterado.']);
    await expectUntouched();
  }, 60_000);

  it('refuse to restore while a server uses the database', async () => {
    let release: () => Promise<void>;
    let refusal: RegExp;
    if (target.kind === 'pglite') {
      // A live process other than this one holds the data folder, as `npm start` would.
      const lock = join(target.env.DATA_DIR!, 'neurobridge.lock');
      writeFileSync(lock, String(process.ppid));
      release = async () => writeFileSync(lock, '0');
      refusal =
        /^Restauração recusada: A pasta de dados .* já está em uso por outro processo do NeuroBridge \(PID \d+\)/;
    } else {
      const server = new pg.Client({ connectionString: target.env.DATABASE_URL });
      await server.connect();
      release = () => server.end();
      refusal = /^Restauração recusada: há 1 conexão\(ões\) abertas neste banco\. Pare os servidores do NeuroBridge/;
    }
    const io = recordingIo(true);
    try {
      expect(await restore([file, '--yes'], io)).toBe(1);
      if (target.kind === 'pglite') {
        const backupIo = recordingIo();
        expect(await backupCommand([], target.env, backupIo)).toBe(1);
        expect(backupIo.errors[0]).toMatch(/^Backup recusado: A pasta de dados .* já está em uso/);
      }
    } finally {
      await release();
    }
    expect(io.errors[0]).toMatch(refusal);
    await expectUntouched();
  }, 60_000);

  it('restore after a "yes", naming where the replaced data went and the SECRETS_KEY it needs', async () => {
    const env = { ...target.env, SECRETS_KEY: randomBytes(32).toString('base64') };
    const io = recordingIo(true);
    expect(await restore([file], io, env)).toBe(0);
    expect(io.asked).toHaveLength(1);
    expect(io.lines[0]).toMatch(/^Restaurado\. Os dados de antes estão em /);
    expect(io.lines.at(-1)).toContain('só abrem com a chave de quando o backup foi feito (o mesmo SECRETS_KEY)');
    expect(await emails()).toEqual(['na-copia@example.com']);
  }, 60_000);
});
