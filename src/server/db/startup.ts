import 'server-only';
import { env } from '@/server/env';
import { logger } from '@/server/logger';
import { migrateToLatest } from './migrate';
import { prepareDatabaseWithRetry } from './readiness';
import { announceRunningSite } from './running-site';
import { seedDemoContentOnce } from '../demo-content/seed';

/** Schema first, then the demo content the very first time a database is used. */
async function migrateAndSeed(): Promise<void> {
  const { applied } = await migrateToLatest();
  logger.info(
    { applied },
    applied.length > 0 ? `Database migrated (${applied.join(', ')})` : 'Database schema up to date',
  );
  const seeded = await seedDemoContentOnce();
  logger.info(
    seeded ? { seeded } : {},
    seeded ? `Demo content loaded: ${seeded.posts} articles` : 'Demo content already loaded once; not seeding',
  );
}

/**
 * Run by the server at start (src/instrumentation.ts), then `afterwards` (work that needs the
 * schema). A database that is down or locked by another starting process is waited for: the
 * server answers meanwhile (health 503) and retries with backoff. Anything else (a broken
 * migration) ends the process with exit code 1 and the reason in the log, instead of leaving a
 * server that answers 500 to everything.
 */
export async function prepareDatabaseAtStart(afterwards: () => Promise<unknown>): Promise<void> {
  let announced = false;
  await prepareDatabaseWithRetry(
    async () => {
      // First, so that a restore refuses from now on, and a restore under way is waited for.
      if (!announced) await announceRunningSite(env().database);
      announced = true;
      await migrateAndSeed();
      await afterwards();
    },
    (error) => {
      logger.fatal({ err: error }, 'Database preparation failed; the server cannot start');
      process.exit(1);
    },
  );
}
