import type { ContentStamp } from '../page-cache/page-cache-store';

/**
 * How the HTTP server that runs Next (src/front-server/server.ts) and the code Next bundles reach each other
 * in one process: the server's page cache needs the database's content stamp, which only bundled
 * server code can read, and that code must tell the cache at once when this process changed
 * something. Both sides find the same object through the process-wide symbol registry.
 */
export type PageCacheBridge = {
  /** Set when the server starts (src/instrumentation.ts). */
  readStamp?: () => Promise<ContentStamp>;
  /** Set by the page cache; called after this process wrote a new content version. */
  contentChanged?: () => void;
};

const BRIDGE = Symbol.for('cabinet.public-page-cache');

export function pageCacheBridge(): PageCacheBridge {
  const registry = globalThis as typeof globalThis & { [BRIDGE]?: PageCacheBridge };
  registry[BRIDGE] ??= {};
  return registry[BRIDGE];
}
