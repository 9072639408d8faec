import 'server-only';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { processSingleton } from '@/lib/process-singleton';
import { logger } from '@/server/logger';

export type RetryDelays = { firstMs: number; maxMs: number };

type Readiness = { ready: boolean };

// One per process: the instrumentation hook and the routes may be bundled apart, and must share it.
const store = processSingleton('database-readiness', (): { current?: Readiness } => ({}));

const DEFAULT_DELAYS: RetryDelays = { firstMs: 500, maxMs: 15_000 };

/**
 * False while this process's start is still waiting for its database (migrations and first seed
 * not done). A process that never started a preparation (scripts, tests) counts as ready.
 */
export function databaseReady(): boolean {
  return store.current?.ready ?? true;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function retryUntilReady(
  prepare: () => Promise<void>,
  readiness: Readiness,
  delays: RetryDelays,
  firstError: unknown,
) {
  let delay = delays.firstMs;
  let attempt = 1;
  let error = firstError;
  for (;;) {
    logger.error(
      { err: error, attempt, retryInMs: delay },
      'Database unavailable at start; retrying (health answers 503 meanwhile)',
    );
    await sleep(delay);
    attempt += 1;
    try {
      await prepare();
      readiness.ready = true;
      logger.info({ attempt }, 'Database reachable; the server is ready');
      return;
    } catch (next) {
      if (!isDatabaseUnavailable(next)) throw next;
      error = next;
      delay = Math.min(delay * 2, delays.maxMs);
    }
  }
}

/**
 * Runs the start's database work. It resolves once the first attempt succeeded, or as soon as it
 * failed because the database is unreachable or locked: the server then answers (health 503,
 * public pages 503) while the work is retried with backoff, and becomes ready when it succeeds.
 * Any other failure (a broken migration) is fatal: `onFatal` gets it (the server exits non-zero).
 * Returns the background retry, for tests.
 */
export async function prepareDatabaseWithRetry(
  prepare: () => Promise<void>,
  onFatal: (error: unknown) => void,
  delays: RetryDelays = DEFAULT_DELAYS,
): Promise<{ retrying: Promise<void> | null }> {
  const readiness: Readiness = { ready: false };
  store.current = readiness;
  try {
    await prepare();
    readiness.ready = true;
    return { retrying: null };
  } catch (error) {
    if (!isDatabaseUnavailable(error)) {
      onFatal(error);
      return { retrying: null };
    }
    const retrying = retryUntilReady(prepare, readiness, delays, error).catch(onFatal);
    return { retrying };
  }
}
