/** `npm run db:migrate`: applies pending migrations to the database named by DATABASE_URL. */
import { closeDb } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { env } from '@/server/env';
import { runCommand } from './support/run-command';

async function main(): Promise<void> {
  const { database } = env();
  const where = database.engine === 'sqlite' ? `SQLite file ${database.filename}` : 'PostgreSQL';
  const { applied } = await migrateToLatest();
  console.log(
    applied.length > 0
      ? `Applied ${applied.length} migration(s) to ${where}: ${applied.join(', ')}`
      : `${where} is already up to date.`,
  );
}

runCommand(main, { failure: 'Migration failed: ', finish: closeDb });
