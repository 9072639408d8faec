import path from 'node:path';

export type DatabaseTarget = { engine: 'sqlite'; filename: string } | { engine: 'postgres'; connectionString: string };

/**
 * DATABASE_URL unset → SQLite file in the data folder; `file:PATH` → SQLite at PATH;
 * `postgres://` or `postgresql://` → PostgreSQL. Anything else is a configuration error.
 */
export function resolveDatabaseTarget(databaseUrl: string | undefined, dataDir = 'data'): DatabaseTarget {
  if (!databaseUrl) return { engine: 'sqlite', filename: path.join(dataDir, 'app.db') };
  if (databaseUrl.startsWith('file:')) {
    const filename = databaseUrl.slice('file:'.length).replace(/^\/\/(?=\/)/, '');
    if (!filename) throw new Error('DATABASE_URL file: needs a path, e.g. file:data/app.db');
    return { engine: 'sqlite', filename };
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) return { engine: 'postgres', connectionString: databaseUrl };
  throw new Error('DATABASE_URL must be unset, file:PATH or postgres://…');
}
