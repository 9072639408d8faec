import 'server-only';
import type SqliteDatabase from 'better-sqlite3';
import { SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

/**
 * Kysely's better-sqlite3 dialect, keeping the original error of a failed transaction. After
 * SQLITE_FULL, SQLITE_IOERR or SQLITE_NOMEM, SQLite has already rolled the transaction back by
 * itself; Kysely's own ROLLBACK then throws "cannot rollback - no transaction is active" and that
 * error replaces the real one in the logs. Its driver rolls back only what is open.
 */
export class SqliteDialectKeepingErrors extends SqliteDialect {
  readonly #sqlite: SqliteDatabase.Database;

  constructor(sqlite: SqliteDatabase.Database) {
    super({ database: sqlite });
    this.#sqlite = sqlite;
  }

  override createDriver(): Driver {
    const sqlite = this.#sqlite;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })({ database: sqlite });
  }
}
