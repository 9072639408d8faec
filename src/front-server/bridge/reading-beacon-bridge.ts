import type { HeaderReader } from '@/lib/http/header-reader';
import { processSingleton } from '@/lib/process-singleton';

/**
 * How the front server (src/front-server/server.ts) reaches the reading beacon's handler
 * (src/server/statistics/reading-beacon.ts, whose spec is also behind src/app/api/views/route.ts)
 * in one process, without Next's router: a beacon follows every page view, and through the router
 * it costs about what 30 cached pages do (decisions 050 and 052).
 * Next bundles its own copy of the handler, so the two sides find the same object through the
 * process's registry (processSingleton), as the page cache's bridge does.
 *
 * `answer` is set by src/front-server/bundled/connect-reading-beacon.ts (run by
 * src/instrumentation.ts); until then the front server hands beacons to Next. No other module
 * uses this bridge: the layering rule `front-server-bridge-users` (scripts/layering-rules.cjs).
 */
export type ReadingBeaconBridge = {
  /**
   * The route's own checks and answers (src/server/statistics/reading-beacon.ts), on the
   * request's headers, its socket's peer and its body read under READING_BODY_LIMIT (null past
   * it): no web `Request` is built (decision 056). The answer at once, without a promise, unless
   * the request carries a session (decision 063).
   */
  answer?: (request: { headers: HeaderReader; peer?: string }, body: Buffer | null) => Response | Promise<Response>;
};

export function readingBeaconBridge(): ReadingBeaconBridge {
  return processSingleton<ReadingBeaconBridge>('reading-beacon-bridge', () => ({}));
}
