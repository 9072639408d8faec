/** `npm run restore -- ARCHIVE [--force]`: puts a backup back and checks its counts (src/server/backup/). */
import { runRestoreCli } from '@/server/backup/backup-cli';

runRestoreCli(process.argv.slice(2))
  .then(({ exitCode, output }) => {
    (exitCode === 0 ? console.log : console.error)(output);
    process.exitCode = exitCode;
  })
  .catch((error: unknown) => {
    console.error(`Erreur inattendue : ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
