import { existsSync, mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from '../config';
import { backupPath, BackupError, detectBackupKind, formatSize, type BackupKind } from './backup-file';
import { backupPglite, restorePglite } from './pglite-backup';
import { backupPostgres, restorePostgres } from './postgres-backup';

// `npm run backup` and `npm run restore -- FILE` (scripts/backup.mjs, scripts/restore.mjs): the
// same configuration as the server, the embedded database or DATABASE_URL's (docs/product.md#backups).

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Asks a yes/no question; false when nobody can answer (no terminal). */
  confirm(question: string): Promise<boolean>;
  now(): Date;
}

const kindOf = (config: AppConfig): BackupKind => (config.databaseUrl ? 'postgres' : 'pglite');
const describe = (config: AppConfig) =>
  config.databaseUrl ? 'do banco PostgreSQL de DATABASE_URL' : `do banco embutido em ${resolve(config.dataDir)}`;

const SEALED = 'a senha do SMTP, as credenciais do Mercado Pago e os links de convites ainda não entregues';
const keyFile = (config: AppConfig) => join(resolve(config.dataDir), 'secrets.key');

/** The sealed secrets open only with the key they were sealed with, which no backup holds (docs/product.md#secrets). */
function backupKeyNotice(config: AppConfig): string {
  if (config.secretsKey) {
    return `Atenção: ${SEALED} só abrem com o mesmo SECRETS_KEY. Guarde o SECRETS_KEY à parte do backup: um backup sem ele não abre esses segredos.`;
  }
  return (
    `ATENÇÃO: a chave dos segredos (${keyFile(config)}) NÃO está no backup. ` +
    `Copie esse arquivo para um lugar seguro, separado do backup: sem ele ${SEALED} não abrem depois de restaurar.`
  );
}

function restoreKeyNotice(config: AppConfig): string {
  const key = config.secretsKey ? 'o mesmo SECRETS_KEY' : `a mesma chave em ${keyFile(config)}`;
  return `Atenção: ${SEALED} só abrem com a chave de quando o backup foi feito (${key}); com outra, precisam ser cadastrados de novo.`;
}

async function withConfig(env: Record<string, string | undefined>, io: CliIo, run: (c: AppConfig) => Promise<void>) {
  try {
    await run(loadConfig(env));
    return 0;
  } catch (err) {
    if (err instanceof ConfigError || err instanceof BackupError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }
}

export async function backupCommand(args: string[], env: Record<string, string | undefined>, io: CliIo) {
  if (args.length > 0) {
    io.err('Uso: npm run backup (sem argumentos; a pasta de destino é BACKUP_DIR, padrão ./backups)');
    return 2;
  }
  return withConfig(env, io, async (config) => {
    mkdirSync(config.backupDir, { recursive: true });
    const kind = kindOf(config);
    const file = backupPath(config.backupDir, kind, io.now());
    if (kind === 'postgres') await backupPostgres(config.databaseUrl!, file);
    else await backupPglite(config.dataDir, file);
    io.out(`Backup ${describe(config)} salvo em ${file} (${formatSize(statSync(file).size)}).`);
    io.out(backupKeyNotice(config));
  });
}

const RESTORE_USAGE = 'Uso: npm run restore -- ARQUIVO [--yes]';

export async function restoreCommand(args: string[], env: Record<string, string | undefined>, io: CliIo) {
  const yes = args.some((a) => a === '--yes' || a === '-y');
  const rest = args.filter((a) => a !== '--yes' && a !== '-y');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) {
    io.err(RESTORE_USAGE);
    return 2;
  }
  const file = resolve(rest[0]!);
  return withConfig(env, io, async (config) => {
    if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`Arquivo não encontrado: ${file}`);
    const kind = detectBackupKind(file);
    if (!kind)
      throw new BackupError(`${file} não é um backup do NeuroBridge (nem do banco embutido, nem de pg_dump -Fc).`);
    if (kind !== kindOf(config)) {
      throw new BackupError(
        kind === 'pglite'
          ? `${file} é um backup do banco embutido (PGlite), mas DATABASE_URL aponta para um servidor PostgreSQL. Restaure-o sem DATABASE_URL.`
          : `${file} é um backup de um servidor PostgreSQL (pg_dump), mas não há DATABASE_URL. Defina DATABASE_URL para restaurá-lo.`,
      );
    }
    const question = `Isto substitui TODOS os dados ${describe(config)} pelos de ${file}. Continuar?`;
    if (!yes && !(await io.confirm(question))) throw new BackupError('Restauração cancelada: nada foi alterado.');
    if (kind === 'postgres') {
      mkdirSync(config.backupDir, { recursive: true });
      const safety = backupPath(config.backupDir, 'postgres', io.now()).replace(/\.dump$/, '-antes-de-restaurar.dump');
      await restorePostgres(config.databaseUrl!, file, safety);
      io.out(`Restaurado. Os dados de antes estão em ${safety}.`);
    } else {
      const { previous } = await restorePglite(config.dataDir, file);
      io.out(`Restaurado.${previous ? ` Os dados de antes estão em ${previous} (até a próxima restauração).` : ''}`);
    }
    io.out('Inicie o servidor (npm start): as migrações atualizam um backup de uma versão anterior.');
    io.out(restoreKeyNotice(config));
  });
}
