import 'server-only';
import { logger } from '@/server/logger';
import { migrateToLatest } from './migrate';
import { seedDemoContentOnce } from './seed';

/**
 * Run by the server at start (src/instrumentation.ts): schema first, then the demo content the
 * very first time a database is used. A failure stops the start with the reason in the log.
 */
export async function prepareDatabaseAtStart(): Promise<void> {
  try {
    const { applied } = await migrateToLatest();
    logger.info({ applied }, applied.length > 0 ? `Database migrated (${applied.join(', ')})` : 'Database schema up to date');
    const seeded = await seedDemoContentOnce();
    logger.info(
      seeded ? { seeded } : {},
      seeded ? `Demo content loaded: ${seeded.posts} articles` : 'Demo content already loaded once; not seeding',
    );
  } catch (error) {
    logger.fatal({ err: error }, 'Database preparation failed; the server cannot start');
    throw error;
  }
}
