import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import type { DatabaseTarget } from '@/lib/db/database-target';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { processSingleton } from '@/lib/process-singleton';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { warnThrottled } from '@/server/throttled-log';
import { ensurePrivateDirectory, preparePrivateDatabaseFile } from '@/server/private-files';
import type { Database, DatabaseEngine } from './schema';
import { SqliteDialectKeepingErrors } from './sqlite-dialect';

type Connection = {
  kysely: Kysely<Database>;
  engine: DatabaseEngine;
  target: string;
  sqlite: SqliteDatabase.Database | null;
};

// Next's dev server re-evaluates modules on every edit; the connection is a process singleton so a
// hot reload reuses it instead of opening a new pool (or SQLite handle) each time.
const store = processSingleton('database', (): { current?: Connection } => ({}));

function describeTarget(target: DatabaseTarget): string {
  return target.engine === 'sqlite' ? `sqlite:${path.resolve(target.filename)}` : target.connectionString;
}

// How long a statement waits for another process's lock before failing with SQLITE_BUSY.
const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * The busy timeout is set first (the constructor's `timeout`), so every later statement, the WAL
 * switch included, waits for a second process starting on the same file. If one still fails
 * (SQLITE_BUSY), the handle is closed and the error thrown: nothing is cached, and the start
 * retries (src/server/db/readiness.ts).
 */
function openSqlite(filename: string): SqliteDatabase.Database {
  ensurePrivateDirectory(path.dirname(path.resolve(filename)));
  preparePrivateDatabaseFile(filename);
  const database = new SqliteDatabase(filename, { timeout: SQLITE_BUSY_TIMEOUT_MS });
  try {
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
}

/**
 * Every client, busy or idle, gets an error listener: a server restarting under load (57P01,
 * "Connection terminated unexpectedly") reaches clients that are checked out between two queries,
 * and an 'error' event nobody listens to crashes the process. The query in flight fails on its
 * own; the pool drops the broken client when it is released.
 */
function openPostgres(connectionString: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      // A server going away drops every client at once: one line per interval (decision 034).
      if (isDatabaseUnavailable(error))
        warnThrottled('PostgreSQL connection lost', { reason: error.message }, 'PostgreSQL connection lost');
      else logger.error({ err: error }, 'PostgreSQL connection lost');
    });
  });
  // The pool re-emits an idle client's error, which the client's own listener has just logged.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: poolOutsideRequests(pool) }) });
}

/**
 * The pool's sockets, timers and queue callbacks must not belong to the request that happened to
 * create them: a socket opened during a page render keeps that render's async context (Next's
 * per-request store: request, response, React tree) for as long as the socket lives, and the
 * work its callbacks start inherits it. So Kysely reaches the pool through this adapter, which
 * runs every acquire and release in the async context of the pool's creation (the server start,
 * src/instrumentation.ts), whichever request asks.
 */
function poolOutsideRequests(pool: pg.Pool): PostgresPool {
  const inPoolContext = AsyncLocalStorage.snapshot();
  return {
    connect: async () => {
      const client = await inPoolContext(() => pool.connect());
      const release = client.release.bind(client);
      client.release = (error?: Error | boolean) => inPoolContext(() => release(error));
      return client;
    },
    end: () => pool.end(),
  };
}

function connection(): Connection {
  const target = env().database;
  const described = describeTarget(target);
  if (store.current?.target === described) return store.current;
  if (store.current) void store.current.kysely.destroy();
  if (target.engine === 'sqlite') {
    const sqlite = openSqlite(target.filename);
    const kysely = new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
    store.current = { kysely, engine: 'sqlite', target: described, sqlite };
  } else {
    store.current = {
      kysely: openPostgres(target.connectionString),
      engine: 'postgres',
      target: described,
      sqlite: null,
    };
  }
  return store.current;
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
  const current = store.current;
  store.current = undefined;
  if (current) await current.kysely.destroy();
}
