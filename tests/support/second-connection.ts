import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { resolveDatabaseTarget } from '@/lib/db/database-target';
import type { Database } from '@/server/db/schema';

/**
 * A second connection to this test file's database, as another Node process of the app would
 * open it (its own SQLite handle on the file, or its own PostgreSQL pool): what one process
 * writes, the other must see. Destroy it at the end of the test.
 */
export function openSecondConnection(): Kysely<Database> {
  const target = resolveDatabaseTarget(process.env.DATABASE_URL);
  if (target.engine === 'sqlite') {
    return new Kysely<Database>({
      dialect: new SqliteDialect({ database: new SqliteDatabase(target.filename, { timeout: 5000 }) }),
    });
  }
  const pool = new pg.Pool({ connectionString: target.connectionString, max: 2 });
  // The pool's end() settles before its clients' sockets close: the file's database, dropped
  // WITH (FORCE) right after, can still terminate one (57P01), which the pool re-emits as an
  // 'error' that, unheard, is an uncaught exception failing the whole run.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
