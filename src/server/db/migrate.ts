import 'server-only';
import type SqliteDatabase from 'better-sqlite3';
import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { databaseEngine, db, sqliteHandle } from './client';
import { migrationsFor } from './migrations';
import type { DatabaseEngine } from './schema';

export type MigrationOutcome = { applied: string[] };

/** Brings the process's database (`db()`) to the latest schema. */
export function migrateToLatest(): Promise<MigrationOutcome> {
  return migrateDatabase(db(), databaseEngine(), sqliteHandle());
}

/**
 * Runs the pending migrations on any Kysely instance (the test harness migrates its templates
 * with it). On PostgreSQL Kysely's Migrator holds an advisory lock; on SQLite it takes none, so
 * the whole run happens inside one `BEGIN IMMEDIATE` on the raw handle: a second process waits
 * (busy_timeout) and then finds nothing left to do.
 */
export async function migrateDatabase(
  kysely: Kysely<any>,
  engine: DatabaseEngine,
  sqlite: SqliteDatabase.Database | null,
): Promise<MigrationOutcome> {
  const migrator = new Migrator({ db: kysely, provider: { getMigrations: async () => migrationsFor(engine) } });
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
