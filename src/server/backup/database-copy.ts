import 'server-only';
import { existsSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import type { DatabaseTarget } from '@/lib/db/database-target';
import { withPostgresClient } from '@/server/db/running-site';
import { BackupError, postgresServerMajor, postgresTool, runTool } from './postgres-tools';

export type DatabaseSnapshot = { counts: Record<string, number>; schemaVersion: string | null };

export const SQLITE_COPY = 'database.sqlite';
export const POSTGRES_DUMP = 'database.pgdump';
const ALL_PAGES = 0x7fffffff;

type Query = (text: string) => Promise<Record<string, unknown>[]>;

const TABLES_QUERY = {
  sqlite: "select name from sqlite_master where type = 'table' and name not like 'sqlite_%'",
  postgres: "select tablename as name from pg_tables where schemaname = 'public'",
};

async function snapshotThrough(query: Query, engine: DatabaseTarget['engine']): Promise<DatabaseSnapshot> {
  const tables = (await query(TABLES_QUERY[engine])).map((row) => String(row.name));
  const counts: Record<string, number> = {};
  for (const table of tables.sort()) {
    const [row] = await query(`select count(*) as count from "${table.replace(/"/g, '""')}"`);
    counts[table] = Number(row?.count ?? 0);
  }
  const latest = tables.includes('kysely_migration')
    ? await query('select name from kysely_migration order by name desc limit 1')
    : [];
  return { counts, schemaVersion: latest[0] ? String(latest[0].name) : null };
}

export function sqliteSnapshot(file: string): Promise<DatabaseSnapshot> {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  const query: Query = async (text) => database.prepare(text).all() as Record<string, unknown>[];
  return snapshotThrough(query, 'sqlite').finally(() => database.close());
}

/**
 * Copies the live database into `folder` and counts what the copy holds. SQLite: the online
 * backup API (one consistent state, taken while writers go on). PostgreSQL:
 * pg_dump on a snapshot exported by a repeatable-read transaction, counted in that same snapshot.
 */
export async function copyDatabase(
  target: DatabaseTarget,
  folder: string,
  pgBinDir?: string,
): Promise<DatabaseSnapshot> {
  if (target.engine === 'sqlite') {
    if (!existsSync(target.filename)) {
      throw new BackupError(
        `La base SQLite ${path.resolve(target.filename)} n’existe pas : rien à sauvegarder (vérifiez DATA_DIR et DATABASE_URL).`,
      );
    }
    const copy = path.join(folder, SQLITE_COPY);
    const source = new SqliteDatabase(target.filename, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      // All pages in one step, under one read lock: in small steps, every write by the running
      // site restarts the copy, and steady writes would keep it from ever finishing.
      await source.backup(copy, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    // The copy inherits WAL mode, and every opening would leave -wal and -shm files beside it:
    // one self-contained file travels in the archive instead.
    const standalone = new SqliteDatabase(copy);
    standalone.pragma('journal_mode = DELETE');
    standalone.close();
    return sqliteSnapshot(copy);
  }
  const pgDump = await postgresTool('pg_dump', await postgresServerMajor(target.connectionString), pgBinDir);
  return withPostgresClient(target.connectionString, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const snapshot = await snapshotThrough(async (text) => (await client.query(text)).rows, 'postgres');
    await runTool(pgDump, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--snapshot=${rows[0]!.snapshot}`,
      `--file=${path.join(folder, POSTGRES_DUMP)}`,
      `--dbname=${target.connectionString}`,
    ]);
    await client.query('commit');
    return snapshot;
  });
}

/** What the database holds now (every table's row count), or null when it does not exist yet. */
export async function countDatabase(target: DatabaseTarget): Promise<DatabaseSnapshot | null> {
  if (target.engine === 'sqlite') return existsSync(target.filename) ? sqliteSnapshot(target.filename) : null;
  return withPostgresClient(target.connectionString, (client) =>
    snapshotThrough(async (text) => (await client.query(text)).rows, 'postgres'),
  );
}
