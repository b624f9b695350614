// `npm run backup`: writes a backup of the database into BACKUP_DIR (./backups) and prints its path and size.
import { runBackupCommand } from './run-backup-command.mjs';

await runBackupCommand('backupCommand');
