import 'server-only';
import { Migrator, type MigrationResultSet } from 'kysely';
import { databaseEngine, db, sqliteHandle } from './client';
import { migrationsFor } from './migrations';

export type MigrationOutcome = { applied: string[] };

/**
 * Brings the database to the latest schema. On PostgreSQL Kysely's Migrator holds an advisory
 * lock; on SQLite it takes none, so the whole run happens inside one `BEGIN IMMEDIATE`
 * transaction: a second process waits (busy_timeout) and then finds nothing left to do.
 */
export async function migrateToLatest(): Promise<MigrationOutcome> {
  const migrator = new Migrator({
    db: db(),
    provider: { getMigrations: async () => migrationsFor(databaseEngine()) },
  });
  const sqlite = sqliteHandle();
  let resultSet: MigrationResultSet;
  if (sqlite) {
    sqlite.exec('BEGIN IMMEDIATE');
    try {
      resultSet = await migrator.migrateToLatest();
    } catch (error) {
      sqlite.exec('ROLLBACK');
      throw error;
    }
    sqlite.exec(resultSet.error ? 'ROLLBACK' : 'COMMIT');
  } else {
    resultSet = await migrator.migrateToLatest();
  }
  const { error, results = [] } = resultSet;
  if (error) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ?? '(setup)'} failed: ${reason}`, { cause: error });
  }
  return { applied: results.filter((result) => result.status === 'Success').map((result) => result.migrationName) };
}
