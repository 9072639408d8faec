/**
 * The front server's entry: the app's HTTP server, run by `npm start` (scripts/start.ts, through
 * the command scripts/serve.ts) once the build is current: Next.js in this process, with the shared
 * public pages answered from the public page cache in front of it. Why a server of our own rather
 * than `next start`: docs/decisions/011-public-page-cache.md; its folder: decision 037.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { parse } from 'node:url';
import next from 'next';
import { pageCacheBridge } from '@/lib/process-bridge/page-cache-bridge';
import { stripNextInternalHeaders } from '@/front-server/page-cache/next-request-headers';
import { cacheablePageRequest } from '@/front-server/page-cache/page-cache-key';
import { createStampMemo } from '@/front-server/page-cache/stamp-memo';
import { originOf, staticFileSecurityHeaders } from '@/lib/http/security-headers';
import { servedBuildRecord } from '@/lib/process-bridge/served-build';
import { hasMalformedPercentEncoding, MALFORMED_URL_MESSAGE, requestPath } from '@/lib/text/url-encoding';
import { createPageOutageAnswer } from './http/page-outage';
import { loadPrecompressedStatic } from './http/precompressed-static';
import { createPublicPageCache } from './http/public-page-cache';
import { goesThroughActionGate, handleServerActionCall } from './http/server-action-gate';
import { readServerActionIds } from './http/server-action-manifest';
import { NOT_FOUND_ROUTE, withSiteNotFoundPage } from './http/site-not-found';
import { NO_STORE } from '@/lib/http/no-store';

// How late another process's change may reach this one's cache, at most.
const STAMP_MAX_AGE_MS = 100;
// Hundreds of pages of the demo size; least recently used first out beyond that.
const CACHE_MAX_BYTES = 64 * 1024 * 1024;

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || undefined;

const distDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');
// Read before Next loads it: health fails once this build is emptied or replaced (decision 033).
servedBuildRecord().current = { distDir, buildId: readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim() };

const app = next({ dev: false, dir: process.cwd(), hostname: hostname ?? 'localhost', port });
await app.prepare();
const handle = app.getRequestHandler();
// Every not-found answer is the site's not-found page (decision 030): the one Next renders for
// an address that matches no route.
const render = withSiteNotFoundPage({
  render: (req, res) => handle(req, res),
  renderNotFound: (req, res) => handle(req, res, parse(NOT_FOUND_ROUTE, true)),
  onError: (message, error) => console.error(`${message}: ${error instanceof Error ? error.message : String(error)}`),
});

const bridge = pageCacheBridge();
const stamps = createStampMemo(() => {
  if (!bridge.readStamp) throw new Error('The page cache is not connected to the database (src/instrumentation.ts)');
  return bridge.readStamp();
}, STAMP_MAX_AGE_MS);
bridge.contentChanged = () => stamps.forget();

const cache = createPublicPageCache({
  render: (req, res) => render(req, res),
  stamps,
  maxBytes: CACHE_MAX_BYTES,
  onError: (message, error) => console.error(`${message}: ${error instanceof Error ? error.message : String(error)}`),
});

// What next.config.ts `headers()` gives /_next/static.
const staticFiles = loadPrecompressedStatic(
  path.join(distDir, 'static'),
  staticFileSecurityHeaders({ production: true, imageOrigins: originOf(process.env.S3_PUBLIC_URL) }),
);

const actionIds = readServerActionIds(distDir);
const answeredDuringOutage = createPageOutageAnswer({
  readStamp: () => stamps.current(),
  answeredByCache: (req) => cacheablePageRequest(req) !== null,
  warn: (message) => console.warn(message),
});

/** Pages and routes: pages the cache does not answer get the French 503 here during a database outage. */
async function answerPage(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (await answeredDuringOutage(req, res)) return;
  await cache.handle(req, res);
}

const server = http.createServer((req, res) => {
  // Headers only Next's own infrastructure sends never reach it from outside: with them it
  // answers `{}` for a page, or trusts a route, nonce or revalidation it did not decide (decision 029).
  stripNextInternalHeaders(req);
  if (staticFiles.handle(req, res)) return;
  // Next answers a bare 500 while decoding such a path: say what is wrong instead.
  if (hasMalformedPercentEncoding(requestPath(req.url))) {
    res
      .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': NO_STORE })
      .end(MALFORMED_URL_MESSAGE);
    return;
  }
  const answer = goesThroughActionGate(req)
    ? handleServerActionCall(req, res, cache.handle, actionIds)
    : answerPage(req, res);
  answer.catch((error: unknown) => {
    console.error('Answering a request failed:', error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
// Longer than the keep-alive of a proxy in front (nginx: 60 s), so it never reuses a closed socket.
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  console.log(`Site ready on http://${hostname ?? 'localhost'}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive sockets would hold the close open.
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}
