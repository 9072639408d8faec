import { cleanSearchQuery, resultsPageOf } from '@/lib/search/query';
import {
  APPOINTMENT_REQUEST_PATH,
  BLOG_PATH,
  CATEGORIES_PATH,
  SEARCH_PATH,
  searchPath,
  SHARED_PUBLIC_PAGES,
  publicPagePattern,
  TAGS_PATH,
} from '@/lib/site/site-paths';
import { hasOnlyOrdinaryHeaders } from './next-request-headers';

/** What the public page cache needs to know about a request to pick (or refuse) a cached answer. */
export type PageCacheRequest = {
  method?: string;
  url?: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
};

const patterns = SHARED_PUBLIC_PAGES.map((page) => publicPagePattern(page, '[^/]+'));

// Query parameters a public page reads. Every other one (utm_*, fbclid, …) leaves the page as it
// is, so a link shared with tracking parameters is still one cached page, not one per click.
const PARAMETERS_READ: Record<string, readonly string[]> = {
  [BLOG_PATH]: ['page'],
  [APPOINTMENT_REQUEST_PATH]: ['service'],
};
// Topic pages (decision 048) page like /blog.
const isTopicPage = (pathname: string) =>
  [CATEGORIES_PATH, TAGS_PATH].some(
    (base) => pathname.startsWith(`${base}/`) && !pathname.slice(base.length + 1).includes('/'),
  );

/**
 * The page cache keeps search result pages apart within this bound, so a flood of distinct
 * queries evicts search pages only: about a hundred result pages with their compressed copies.
 */
export const SEARCH_PAGES_MAX_BYTES = 4 * 1024 * 1024;

function isSharedPublicPath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

// The framework client's cache buster for React payloads: Next answers a redirect when it does
// not match the client's headers, so it is never part of an ordinary page request.
const RSC_CACHE_BUSTER = '_rsc';

export type CacheablePageRequest = {
  key: string;
  /**
   * The address the app renders the page for: without the parameters the page does not read,
   * which Next would otherwise write into the page and hand to every later visitor.
   */
  renderUrl: string;
};

/**
 * How the public page cache may answer a request, or null when it must go to the app: anything
 * but GET and HEAD, a request with a header of the framework's client or of its infrastructure
 * (React payloads, prefetches, server actions: decision 029), an address outside the shared
 * public pages, or a path the app would redirect or refuse (encoded or doubled slashes, dot
 * segments). The key is the path and the query parameters the page reads, nothing else.
 */
export function cacheablePageRequest(request: PageCacheRequest): CacheablePageRequest | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (!hasOnlyOrdinaryHeaders(request.headers)) return null;
  const raw = request.url ?? '';
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const url = new URL(raw, 'http://cache.invalid');
  const pathname = url.pathname;
  if (pathname !== raw.split('?')[0] || pathname.includes('%') || !isSharedPublicPath(pathname)) return null;
  if (url.searchParams.has(RSC_CACHE_BUSTER)) return null;
  if (pathname === SEARCH_PATH) {
    // The search's parameters as the page reads them (the first `q`, cleaned and cut; the page
    // number or 1), so a 10,000-character query or a repeated `q` is one key among the few a
    // query can have, not a key of its own (decision 042).
    const path = searchPath(
      cleanSearchQuery(url.searchParams.getAll('q')),
      resultsPageOf(url.searchParams.getAll('page')),
    );
    return { key: path, renderUrl: path };
  }
  const read = PARAMETERS_READ[pathname] ?? (isTopicPage(pathname) ? ['page'] : []);
  const query = read
    .filter((name) => url.searchParams.has(name))
    .map((name) => `${name}=${encodeURIComponent(url.searchParams.getAll(name).join(','))}`)
    .join('&');
  return { key: `${pathname}?${query}`, renderUrl: query ? `${pathname}?${query}` : pathname };
}
