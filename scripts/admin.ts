/** `npm run admin -- …`: staff accounts from the command line (usage in src/server/auth/admin-cli.ts). */
import { runAdminCli } from '@/server/auth/admin-cli';
import { closeDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { type CommandResult, runCommand } from './support/run-command';

async function main(): Promise<CommandResult> {
  // A fresh clone may run this before the first `npm start`: the tables must exist.
  await migrateToLatest();
  return runAdminCli(process.argv.slice(2));
}

runCommand(main, { failure: 'Erreur inattendue : ', finish: closeDb });
