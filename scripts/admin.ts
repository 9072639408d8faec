/** `npm run admin -- …`: staff accounts from the command line (usage in src/server/auth/admin-cli.ts). */
import { runAdminCli } from '@/server/auth/admin-cli';
import { closeDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';

async function main(): Promise<void> {
  // A fresh clone may run this before the first `npm start`: the tables must exist.
  await migrateToLatest();
  const { exitCode, output } = await runAdminCli(process.argv.slice(2));
  (exitCode === 0 ? console.log : console.error)(output);
  process.exitCode = exitCode;
}

main()
  .catch((error: unknown) => {
    console.error(`Erreur inattendue : ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
