/** `npm run backup -- --out DIR`: one archive of the database and local uploads (src/server/backup/). */
import { runBackupCli } from '@/server/backup/backup-cli';
import { runCommand } from './support/run-command';

runCommand(() => runBackupCli(process.argv.slice(2)), { failure: 'Erreur inattendue : ' });
