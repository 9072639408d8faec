import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { sql } from 'kysely';
import { servedBuildRecord } from '@/lib/process-bridge/served-build';
import { db } from './db/client';
import { databaseReady } from './db/readiness';
import { logger } from './logger';
import { warnThrottled } from './throttled-log';
import { localWritesWork } from './write-probe';

export type DatabaseHealth = { ok: true } | { ok: false; reason: string };

const DEFAULT_TIMEOUT_MS = 2000;

/**
 * Whether the build this process loaded is still the one on disk: `next build` in the same
 * folder empties it, then writes another, and this process's pages then answer 500 (decision
 * 033). A process that serves no recorded build (tests, `next dev`) passes.
 */
function servedBuildIntact(): boolean {
  const served = servedBuildRecord().current;
  if (!served) return true;
  try {
    return readFileSync(path.join(served.distDir, 'BUILD_ID'), 'utf8').trim() === served.buildId;
  } catch {
    return false;
  }
}

/**
 * First, the build this process serves must still be on disk. Then a real round trip (`select 1`) bounded by a short timeout, so a hung database makes the health
 * check fail quickly instead of hanging the load balancer's probe; then a small write in the
 * local data folders (a full disk fails every save while reads still work). Details go to the
 * log only.
 */
export async function checkDatabaseHealth(timeoutMs = DEFAULT_TIMEOUT_MS): Promise<DatabaseHealth> {
  if (!servedBuildIntact()) {
    logger.error('Health check: the build this process serves was emptied or replaced; restart it');
    return { ok: false, reason: 'build replaced' };
  }
  // Still migrating, or waiting for a database that was down at start: not ready for traffic.
  if (!databaseReady()) return { ok: false, reason: 'database not ready' };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    const result = await Promise.race([sql<{ ok: number }>`select 1 as ok`.execute(db()), timeout]);
    if (Number(result.rows[0]?.ok) !== 1) throw new Error('unexpected answer to select 1');
  } catch (error) {
    // Probed every few seconds by load balancers: an outage is one line per interval (decision 034).
    if (isDatabaseUnavailable(error))
      warnThrottled(
        'Database health check failed',
        { reason: error instanceof Error ? error.message : String(error) },
        'Database health check failed',
      );
    else logger.error({ err: error }, 'Database health check failed');
    return { ok: false, reason: 'database unreachable' };
  } finally {
    clearTimeout(timer);
  }
  return (await localWritesWork()) ? { ok: true } : { ok: false, reason: 'writes failing' };
}
