// Runs one of the backup commands (apps/server/src/backup/backup-cli.ts) from the built server
// bundle, with this process's environment: the same configuration as the server (docs/product.md#backups).
import { createInterface } from 'node:readline/promises';
import { pathToFileURL } from 'node:url';
import { buildServerIfStale, root } from './build-if-stale.mjs';

async function confirm(question) {
  if (!process.stdin.isTTY) {
    console.error('Sem terminal para confirmar; para restaurar assim mesmo, use --yes.');
    return false;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^s(im)?$/i.test((await rl.question(`${question} Digite "sim" para confirmar: `)).trim());
  } finally {
    rl.close();
  }
}

/** `name`: backupCommand or restoreCommand. Exits with the command's code. */
export async function runBackupCommand(name) {
  const bundle = buildServerIfStale('backup');
  process.chdir(root); // relative DATA_DIR and BACKUP_DIR mean the same folders as for `npm start`
  const commands = await import(pathToFileURL(bundle).href);
  const io = { out: console.log, err: console.error, confirm, now: () => new Date() };
  process.exit(await commands[name](process.argv.slice(2), process.env, io));
}
