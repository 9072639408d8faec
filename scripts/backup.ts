/** `npm run backup -- --out DIR`: one archive of the database and local uploads (src/server/backup/). */
import { runBackupCli } from '@/server/backup/backup-cli';

runBackupCli(process.argv.slice(2))
  .then(({ exitCode, output }) => {
    (exitCode === 0 ? console.log : console.error)(output);
    process.exitCode = exitCode;
  })
  .catch((error: unknown) => {
    console.error(`Erreur inattendue : ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  });
