// `npm run restore -- FILE [--yes]`: replaces the database's contents with a backup's.
import { runBackupCommand } from './run-backup-command.mjs';

await runBackupCommand('restoreCommand');
