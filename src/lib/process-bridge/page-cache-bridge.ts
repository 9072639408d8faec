import type { ContentStamp } from '@/lib/site/public-content-version';
import { processSingleton } from '@/lib/process-singleton';

/**
 * How the front server (src/front-server/server.ts) and the code Next bundles reach each other in
 * one process: the front's page cache needs the database's content stamp, which only bundled
 * server code can read, and that code must tell the cache at once when this process changed
 * something. Next bundles its own copy of every module it imports, so the two sides cannot share
 * a module instance: they find the same object through the process's registry (processSingleton).
 *
 * The interface (decision 037): `readStamp` is set by src/front-server/bundled/connect-page-cache.ts
 * (run by src/instrumentation.ts); `contentChanged` is set by the front server and called by
 * src/server/public-cache/content-version.ts after each committed save. No other module uses this
 * bridge: the layering rule `process-bridge-users` (scripts/layering-rules.cjs) refuses it.
 */
export type PageCacheBridge = {
  /** Set when the server starts (src/instrumentation.ts). */
  readStamp?: () => Promise<ContentStamp>;
  /** Set by the page cache; called after this process wrote a new content version. */
  contentChanged?: () => void;
};

export function pageCacheBridge(): PageCacheBridge {
  return processSingleton<PageCacheBridge>('public-page-cache-bridge', () => ({}));
}
