import 'server-only';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '@/lib/database-target';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { ensurePrivateDirectory, preparePrivateDatabaseFile } from '@/server/private-files';
import type { Database, DatabaseEngine } from './schema';
import { SqliteDialectKeepingErrors } from './sqlite-dialect';

type Connection = {
  kysely: Kysely<Database>;
  engine: DatabaseEngine;
  target: string;
  sqlite: SqliteDatabase.Database | null;
};

// Next's dev server re-evaluates modules on every edit; the connection lives on globalThis so a
// hot reload reuses it instead of opening a new pool (or SQLite handle) each time.
const store = globalThis as typeof globalThis & { __cabinetDatabase?: Connection };

function describeTarget(target: DatabaseTarget): string {
  return target.engine === 'sqlite' ? `sqlite:${path.resolve(target.filename)}` : target.connectionString;
}

function openSqlite(filename: string): SqliteDatabase.Database {
  ensurePrivateDirectory(path.dirname(path.resolve(filename)));
  preparePrivateDatabaseFile(filename);
  const database = new SqliteDatabase(filename);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  return database;
}

function openPostgres(connectionString: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', (error) => logger.error({ err: error }, 'PostgreSQL idle client error'));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function connection(): Connection {
  const target = env().database;
  const described = describeTarget(target);
  if (store.__cabinetDatabase?.target === described) return store.__cabinetDatabase;
  if (store.__cabinetDatabase) void store.__cabinetDatabase.kysely.destroy();
  if (target.engine === 'sqlite') {
    const sqlite = openSqlite(target.filename);
    const kysely = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
    store.__cabinetDatabase = { kysely, engine: 'sqlite', target: described, sqlite };
  } else {
    store.__cabinetDatabase = {
      kysely: openPostgres(target.connectionString),
      engine: 'postgres',
      target: described,
      sqlite: null,
    };
  }
  return store.__cabinetDatabase;
}

/** The process's one Kysely instance, on the engine chosen by DATABASE_URL. */
export function db(): Kysely<Database> {
  return connection().kysely;
}

export function databaseEngine(): DatabaseEngine {
  return connection().engine;
}

/** The better-sqlite3 handle behind `db()` on SQLite (for the migration lock), else null. */
export function sqliteHandle(): SqliteDatabase.Database | null {
  return connection().sqlite;
}

/** Closes the pool or file handle; the next `db()` call opens a new one. */
export async function closeDb(): Promise<void> {
  const current = store.__cabinetDatabase;
  store.__cabinetDatabase = undefined;
  if (current) await current.kysely.destroy();
}
