import { Migrator } from 'kysely';
import { databaseEngine, db } from '@/server/db/client';
import { migrationsFor } from '@/server/db/migrations';

/** Undoes migrations, newest first, until `migration` is no longer applied: the state a migration test starts from. */
export async function migrateBelow(migration: string): Promise<void> {
  const migrator = new Migrator({ db: db(), provider: { getMigrations: async () => migrationsFor(databaseEngine()) } });
  for (;;) {
    const applied = (await migrator.getMigrations()).filter((entry) => entry.executedAt).map((entry) => entry.name);
    if (!applied.includes(migration)) return;
    const { error } = await migrator.migrateDown();
    if (error) throw error;
  }
}
