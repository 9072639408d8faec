/** `npm run restore -- ARCHIVE [--force]`: puts a backup back and checks its counts (src/server/backup/). */
import { runRestoreCli } from '@/server/backup/backup-cli';
import { runCommand } from './support/run-command';

runCommand(() => runRestoreCli(process.argv.slice(2)), { failure: 'Erreur inattendue : ' });
