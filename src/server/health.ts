import 'server-only';
import { isDatabaseUnavailable } from '@/lib/database-unavailable';
import { sql } from 'kysely';
import { db } from './db/client';
import { databaseReady } from './db/readiness';
import { logger } from './logger';
import { warnThrottled } from './throttled-log';
import { localWritesWork } from './write-probe';

export type DatabaseHealth = { ok: true } | { ok: false; reason: string };

const DEFAULT_TIMEOUT_MS = 2000;

/**
 * A real round trip (`select 1`) bounded by a short timeout, so a hung database makes the health
 * check fail quickly instead of hanging the load balancer's probe; then a small write in the
 * local data folders (a full disk fails every save while reads still work). Details go to the
 * log only.
 */
export async function checkDatabaseHealth(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<DatabaseHealth> {
  // Still migrating, or waiting for a database that was down at start: not ready for traffic.
  if (!databaseReady()) return { ok: false, reason: 'database not ready' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const roundTrip = (async () => sql<{ ok: number }>`select 1 as ok`.execute(db()))();
    const result = await Promise.race([roundTrip, timeout]);
    if (Number(result.rows[0]?.ok) !== 1) throw new Error('unexpected answer to select 1');
  } catch (error) {
    // Probed every few seconds by load balancers: an outage is one line per interval (decision 034).
    if (isDatabaseUnavailable(error)) warnThrottled('Database health check failed', { reason: error instanceof Error ? error.message : String(error) }, 'Database health check failed');
    else logger.error({ err: error }, 'Database health check failed');
    return { ok: false, reason: 'database unreachable' };
  } finally {
    clearTimeout(timer);
  }
  return (await localWritesWork()) ? { ok: true } : { ok: false, reason: 'writes failing' };
}
