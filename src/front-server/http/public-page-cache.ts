import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { isCompletePublicAnswer } from '@/front-server/page-cache/complete-answer';
import { type ContentEncoding, etagForEncoding, pickContentEncoding } from '@/front-server/page-cache/content-encoding';
import { removeFrameworkScripts } from '@/front-server/page-cache/framework-scripts';
import { HTML, OUTAGE_PAGE_HTML, outageHeaders } from '@/lib/http/outage-answer';
import { cacheablePageRequest, SEARCH_PAGES_MAX_BYTES } from '@/front-server/page-cache/page-cache-key';
import type { ContentStamp } from '@/lib/site/public-content-version';
import { type CachedPage, PageCacheStore } from '@/front-server/page-cache/page-cache-store';
import { SHARED_PAGE_CACHE_CONTROL } from '@/front-server/page-cache/shared-cache-control';
import { APPOINTMENT_CONFIRMATION_PATH, SEARCH_PATH } from '@/lib/site/site-paths';
import { hasOnlyOrdinaryHeaders } from '@/front-server/page-cache/next-request-headers';
import { requestPath } from '@/lib/text/url-encoding';
import type { StampMemo } from '@/front-server/page-cache/stamp-memo';
import { withoutInlineScripts } from '@/lib/http/security-headers';
import { type CapturedResponse, captureResponse } from './capture-response';
import { NO_STORE, PRIVATE_NO_STORE } from '@/lib/http/no-store';

type Render = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type CacheState = 'HIT' | 'MISS' | 'STALE';

// Replaced when the page is sent from the cache, or meaningless once stored.
const UNSTORED_HEADERS = new Set([
  'cache-control',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  'vary',
]);
// The headers Next varies on, plus the compression chosen here.
const VARY = 'RSC, Next-Router-State-Tree, Next-Router-Prefetch, Next-Router-Segment-Prefetch, Accept-Encoding';

function storedHeaders(headers: OutgoingHttpHeaders): Array<[string, string]> {
  return Object.entries(headers).flatMap(([name, value]): Array<[string, string]> => {
    if (value === undefined || UNSTORED_HEADERS.has(name)) return [];
    return Array.isArray(value) ? value.map((item): [string, string] => [name, item]) : [[name, String(value)]];
  });
}

function isShareable(captured: CapturedResponse): boolean {
  // Only a page that is the same for everyone (a cookie being set means the answer was personal),
  // and a whole one: never a `{}`, a payload or a cut document in a page's place (decision 029).
  return (
    captured.status === 200 &&
    captured.headers['set-cookie'] === undefined &&
    isCompletePublicAnswer(String(captured.headers['content-type'] ?? ''), captured.body)
  );
}

/**
 * What is kept of a rendered public page: an HTML page without the framework's scripts, under a
 * policy that then allows no inline script (decision 028); anything else as rendered.
 */
function keptPage(
  captured: CapturedResponse,
  onError: PublicPageCacheOptions['onError'],
): { headers: Array<[string, string]>; body: Buffer } {
  const headers = storedHeaders(captured.headers);
  if (!String(captured.headers['content-type'] ?? '').startsWith('text/html')) return { headers, body: captured.body };
  const html = removeFrameworkScripts(captured.body.toString('utf8'));
  if (html === null) {
    onError(
      'A public page streamed a part that needs the framework scripts; it is kept with them',
      new Error('streamed segment'),
    );
    return { headers, body: captured.body };
  }
  const strictHeaders = headers.map(([name, value]): [string, string] => [
    name,
    name === 'content-security-policy' ? withoutInlineScripts(value) : value,
  ]);
  return { headers: strictHeaders, body: Buffer.from(html) };
}

/**
 * A page moved for good (an old slug, decision 042): the framework answers 308, which browsers
 * and search engines treat like 301 for a GET, but the address answers 301, as links shared years
 * ago expect. Kept like a page, under the content version: a slug taken back answers at once.
 */
function permanentMove(captured: CapturedResponse): { headers: Array<[string, string]>; body: Buffer } | null {
  const location = captured.headers.location;
  if (captured.status !== 308 || typeof location !== 'string' || !location.startsWith('/') || location.startsWith('//'))
    return null;
  const headers = storedHeaders(captured.headers).filter(([name]) => name !== 'content-type' && name !== 'refresh');
  return {
    headers: [...headers, ['content-type', 'text/plain; charset=utf-8']],
    body: Buffer.from(`Cette page a changé d’adresse : ${location}\n`),
  };
}

/**
 * Public pages that answer one visitor (the appointment request's confirmation names the reason
 * they chose): rendered for each request and never kept, but served like every other public page,
 * without the framework's scripts and under the policy without inline scripts (decision 028).
 */
const PAGES_FOR_ONE_VISITOR = new Set([APPOINTMENT_CONFIRMATION_PATH]);

function isPageForOneVisitor(req: IncomingMessage): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    PAGES_FOR_ONE_VISITOR.has(requestPath(req.url)) &&
    hasOnlyOrdinaryHeaders(req.headers)
  );
}

/**
 * The app is asked for plain bytes and in full: stripping the framework's scripts reads the page,
 * and compression and conditional answers happen here. Answers what the visitor accepts.
 */
function askForPlainBytes(req: IncomingMessage): string | string[] | undefined {
  const acceptEncoding = req.headers['accept-encoding'];
  for (const name of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete req.headers[name];
  return acceptEncoding;
}

function compress(body: Buffer, encoding: ContentEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 6 });
  return brotliCompressSync(body, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
  });
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

/** The page's own headers in place of what the app set, with the cache's policy and Vary. */
function writeHeaders(res: ServerResponse, headers: CachedPage['headers'], cacheControl: string): void {
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of headers) res.appendHeader(name, value);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Vary', VARY);
}

function writeBody(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: Buffer,
  encoding: ContentEncoding | null,
): void {
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.byteLength);
  res.statusCode = status;
  res.end(req.method === 'HEAD' ? undefined : body);
}

export type PublicPageCacheOptions = {
  render: Render;
  stamps: StampMemo;
  maxBytes: number;
  /** The search result pages' own bound (decision 042), SEARCH_PAGES_MAX_BYTES unless given. */
  searchMaxBytes?: number;
  onError: (message: string, error: unknown) => void;
};

/**
 * Answers the shared public pages from memory and everything else from the app. A page is
 * rendered by the app once per content version (concurrent requests for it wait for that one
 * rendering), kept with its compressed copies, and sent with shared-cache headers and an ETag.
 */
export function createPublicPageCache({
  render,
  stamps,
  maxBytes,
  searchMaxBytes = SEARCH_PAGES_MAX_BYTES,
  onError,
}: PublicPageCacheOptions) {
  const pages = new PageCacheStore(maxBytes);
  // Any query makes a page: kept apart, a flood of distinct queries evicts search pages only.
  const searchPages = new PageCacheStore(searchMaxBytes);
  const storeOf = (key: string) => (key.startsWith(`${SEARCH_PATH}?`) ? searchPages : pages);
  const renderings = new Map<string, Promise<void>>();
  let databaseDown = false;

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    page: CachedPage,
    state: CacheState,
    acceptEncoding: string | string[] | undefined = req.headers['accept-encoding'],
  ): void {
    // A copy that may not be current is for this visitor only: no cache may keep it.
    writeHeaders(res, page.headers, state === 'STALE' ? NO_STORE : SHARED_PAGE_CACHE_CONTROL);
    // For operators and tests: rendered for this request, from memory, or a copy kept through an outage.
    res.setHeader('X-Page-Cache', state);
    const encoding = pickContentEncoding(acceptEncoding);
    const etag = etagForEncoding(page.etag, encoding);
    res.setHeader('ETag', etag);
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      res.statusCode = 304;
      res.end();
      return;
    }
    const body = encoding ? (page.encoded.get(encoding) ?? compress(page.body, encoding)) : page.body;
    if (encoding) storeOf(key).addEncoded(key, encoding, body);
    writeBody(req, res, page.status, body, encoding);
  }

  function sendDuringOutage(req: IncomingMessage, res: ServerResponse, key: string): void {
    const last = storeOf(key).lastKnown(key);
    if (last) {
      send(req, res, key, last, 'STALE');
      return;
    }
    res.writeHead(503, outageHeaders(HTML));
    res.end(req.method === 'HEAD' ? undefined : OUTAGE_PAGE_HTML.public);
  }

  function sendAsRendered(res: ServerResponse, captured: CapturedResponse): void {
    res.statusCode = captured.status;
    res.setHeader('Content-Length', captured.body.byteLength);
    res.end(captured.body);
  }

  /** The app's answer, whole; null when the visitor left before it was ready (nothing to send or keep). */
  async function renderWhole(req: IncomingMessage, res: ServerResponse): Promise<CapturedResponse | null> {
    try {
      return await captureResponse(res, () => render(req, res));
    } catch (error) {
      if (res.destroyed) return null;
      throw error;
    }
  }

  async function renderAndKeep(
    req: IncomingMessage,
    res: ServerResponse,
    key: string,
    renderUrl: string,
    stamp: ContentStamp,
  ): Promise<void> {
    const acceptEncoding = askForPlainBytes(req);
    req.url = renderUrl;
    const captured = await renderWhole(req, res);
    if (!captured) return;
    const moved = permanentMove(captured);
    if (!moved && !isShareable(captured)) {
      sendAsRendered(res, captured);
      return;
    }
    const { headers, body } = moved ?? keptPage(captured, onError);
    const page: CachedPage = {
      status: moved ? 301 : captured.status,
      headers,
      body,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      encoded: new Map(),
    };
    storeOf(key).set(key, page, stamp);
    send(req, res, key, page, 'MISS', acceptEncoding);
  }

  /** A page for one visitor: rendered, stripped like a kept page, sent, and forgotten. */
  async function renderForOneVisitor(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const encoding = pickContentEncoding(askForPlainBytes(req));
    const captured = await renderWhole(req, res);
    if (!captured) return;
    if (!isShareable(captured)) return sendAsRendered(res, captured);
    const kept = keptPage(captured, onError);
    writeHeaders(res, kept.headers, PRIVATE_NO_STORE);
    writeBody(req, res, captured.status, encoding ? compress(kept.body, encoding) : kept.body, encoding);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const cacheable = cacheablePageRequest(req);
    if (!cacheable) return isPageForOneVisitor(req) ? renderForOneVisitor(req, res) : render(req, res);
    const { key, renderUrl } = cacheable;
    let stamp: ContentStamp;
    try {
      stamp = await stamps.current();
      databaseDown = false;
    } catch (error) {
      // The database is unreachable (said once per outage, not once per request): the visitor
      // gets the last copy of the page if one is kept, else a French 503 to come back later.
      if (!databaseDown) onError('Reading the public content version failed; answering from the last copies', error);
      databaseDown = true;
      return sendDuringOutage(req, res, key);
    }
    const cached = storeOf(key).get(key, stamp, Date.now());
    if (cached) return send(req, res, key, cached, 'HIT');
    if (req.method === 'HEAD') return render(req, res);

    const underWay = renderings.get(key);
    if (underWay) {
      await underWay.catch(() => {});
      const rendered = storeOf(key).get(key, stamp, Date.now());
      if (rendered) return send(req, res, key, rendered, 'HIT');
      return render(req, res);
    }
    const rendering = renderAndKeep(req, res, key, renderUrl, stamp);
    renderings.set(key, rendering);
    try {
      await rendering;
    } finally {
      renderings.delete(key);
    }
  }

  return { handle };
}
