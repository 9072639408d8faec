import 'server-only';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import SqliteDatabase from 'better-sqlite3';
import { countDifferences, type BackupManifest } from '@/lib/backup/backup-manifest';
import { ensurePrivateDirectory, preparePrivateDatabaseFile } from '@/server/private-files';
import { POSTGRES_DUMP, SQLITE_COPY, sqliteSnapshot } from './database-copy';
import { BackupError, postgresServerMajor, postgresTool, runTool } from './postgres-tools';

/** The archived database made ready beside the live one; `commit` replaces the live one. */
export type StagedDatabase = { commit: () => Promise<void>; discard: () => Promise<void> };

export const mismatch = (differences: string[]) =>
  new BackupError(
    `La restauration ne correspond pas à la sauvegarde : ${differences.join(' ; ')}. Le site n’a pas été modifié.`,
  );

/**
 * SQLite: the archived copy goes beside the live file (same file system, so the switch is one
 * rename), owner-only, and is checked there — integrity and every count — before anything of the
 * site changes (decision 033).
 */
export async function stageSqlite(filename: string, folder: string, manifest: BackupManifest): Promise<StagedDatabase> {
  ensurePrivateDirectory(path.dirname(path.resolve(filename)));
  const staged = `${filename}.restoring`;
  const discard = () => rm(staged, { force: true });
  preparePrivateDatabaseFile(staged);
  try {
    // Written into the 0600 file just created: a copy would take the archived file's mode.
    await pipeline(createReadStream(path.join(folder, SQLITE_COPY)), createWriteStream(staged));
    const database = new SqliteDatabase(staged, { readonly: true, fileMustExist: true });
    try {
      const [check] = database.pragma('quick_check') as { quick_check: string }[];
      if (check?.quick_check !== 'ok') throw new Error(check?.quick_check ?? 'quick_check sans réponse');
    } finally {
      database.close();
    }
    const differences = countDifferences(manifest.counts, (await sqliteSnapshot(staged)).counts);
    if (differences.length > 0) throw mismatch(differences);
  } catch (error) {
    await discard();
    if (error instanceof BackupError) throw error;
    throw new BackupError(
      `La base contenue dans l’archive est illisible ou incomplète (${(error as Error).message}). Le site n’a pas été modifié.`,
    );
  }
  return {
    // The old WAL and shared-memory files go first: SQLite would replay them onto the new file.
    commit: async () => {
      await Promise.all(['-wal', '-shm'].map((suffix) => rm(`${filename}${suffix}`, { force: true })));
      await rename(staged, filename);
    },
    discard,
  };
}

const CHECK_MARKER = 'cabinet-restore-check';

/**
 * Run after the restored objects, in the same transaction: any count that differs from the
 * manifest (or a table the manifest does not name) raises, and the whole restore rolls back.
 */
export function postgresCountCheck(expected: Record<string, number>): string {
  const json = JSON.stringify(expected).replace(/'/g, "''");
  return `do $cabinet$
declare
  expected jsonb := '${json}'::jsonb;
  differences text[] := '{}';
  name text;
  found bigint;
begin
  for name in
    select key from jsonb_each(expected)
    union select tablename::text from pg_catalog.pg_tables where schemaname = 'public'
    order by 1
  loop
    found := null;
    if to_regclass(format('public.%I', name)) is not null then
      execute format('select count(*) from public.%I', name) into found;
    end if;
    if found is distinct from (expected ->> name)::bigint then
      differences := differences || format('%s : %s attendues, %s trouvées', name,
        coalesce(expected ->> name, 'absente'), coalesce(found::text, 'absente'));
    end if;
  end loop;
  if cardinality(differences) > 0 then
    raise exception '${CHECK_MARKER}: %', array_to_string(differences, ' ; ');
  end if;
end
$cabinet$;
`;
}

/**
 * PostgreSQL: pg_restore writes the dump as SQL (a truncated dump fails here, nothing touched);
 * psql runs it and the count check as one transaction, so a failure leaves the database as it was.
 */
export async function stagePostgres(
  connectionString: string,
  folder: string,
  manifest: BackupManifest,
  pgBinDir?: string,
): Promise<StagedDatabase> {
  const major = await postgresServerMajor(connectionString);
  const [pgRestore, psql] = await Promise.all([
    postgresTool('pg_restore', major, pgBinDir),
    postgresTool('psql', major, pgBinDir),
  ]);
  const script = path.join(folder, 'restore.sql');
  const check = path.join(folder, 'check.sql');
  await runTool(pgRestore, [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    `--file=${script}`,
    path.join(folder, POSTGRES_DUMP),
  ]);
  await writeFile(check, postgresCountCheck(manifest.counts));
  return {
    commit: () =>
      runTool(
        psql,
        [
          '--no-psqlrc',
          '--quiet',
          '--set=ON_ERROR_STOP=1',
          '--single-transaction',
          `--file=${script}`,
          `--file=${check}`,
          `--dbname=${connectionString}`,
        ],
        (detail) => {
          const found = new RegExp(`${CHECK_MARKER}: (.*)`).exec(detail);
          return found ? mismatch(found[1]!.split(' ; ')).message : null;
        },
      ),
    discard: async () => {},
  };
}
