import 'server-only';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '@/lib/db/database-target';
import { logger } from '@/server/logger';
import { announcePid, livePids } from '@/server/pid-files';

/**
 * Every server process says it runs on its database, so that a restore can refuse while the site
 * runs (decision 033). PostgreSQL: a shared advisory lock held for the process's life on a
 * connection of its own; the restore takes the same key exclusively, which also makes a server
 * starting during a restore wait for its end, on any machine. SQLite: one file per process,
 * named by its pid, in a folder beside the database file (the file is on this machine).
 */
const SITE_LOCK_KEY = 7_330_026_024;

const RECONNECT_DELAY_MS = 1_000;

/** `app.db` → `app.db.servers/`: beside the file, so every process on that file finds it. */
export function serversFolder(filename: string): string {
  return `${path.resolve(filename)}.servers`;
}

/**
 * Holds the shared lock on a connection outside the pool, for the process's life. Lost with its
 * connection (a server restart): taken again on a new one, waiting meanwhile for a restore that
 * took the key.
 */
async function announceOnPostgres(connectionString: string): Promise<void> {
  const takeAgain = (): void => {
    setTimeout(() => void hold().catch(takeAgain), RECONNECT_DELAY_MS).unref();
  };
  async function hold(): Promise<void> {
    const client = new pg.Client({ connectionString });
    let holding = false;
    client.on('error', (error) => {
      void client.end().catch(() => {});
      if (!holding) return;
      logger.error({ err: error }, 'Connection holding the running-site lock lost; taking it again');
      takeAgain();
    });
    try {
      await client.connect();
      await client.query('select pg_advisory_lock_shared($1)', [SITE_LOCK_KEY]);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    holding = true;
  }
  await hold();
}

/** One connection outside the pool for the length of `work`, then closed. */
export async function withPostgresClient<T>(connectionString: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Called once by a server at start (src/server/db/startup.ts); lasts until the process exits. */
export async function announceRunningSite(target: DatabaseTarget): Promise<void> {
  if (target.engine === 'postgres') await announceOnPostgres(target.connectionString);
  else announcePid(serversFolder(target.filename));
}

/**
 * Keeps every server away from the database for the length of `work`, or says who runs: the
 * pids of the SQLite servers, or `true` when a PostgreSQL server holds the lock.
 */
export async function withSiteStopped<T>(
  target: DatabaseTarget,
  refuse: (running: number[] | true) => Error,
  work: () => Promise<T>,
): Promise<T> {
  if (target.engine === 'sqlite') {
    const running = livePids(serversFolder(target.filename));
    if (running.length > 0) throw refuse(running);
    return work();
  }
  return withPostgresClient(target.connectionString, async (client) => {
    const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [
      SITE_LOCK_KEY,
    ]);
    if (!rows[0]?.taken) throw refuse(true);
    return work();
  });
}
