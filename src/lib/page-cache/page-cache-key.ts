import { BLOG_PATH, SHARED_PUBLIC_PAGES } from '@/lib/site-paths';

/** What the public page cache needs to know about a request to pick (or refuse) a cached answer. */
export type PageCacheRequest = {
  method?: string;
  url?: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
};

const patterns = SHARED_PUBLIC_PAGES.map(
  (page) => new RegExp(`^${page.split('*').map((part) => part.replace(/[.?+^$()[\]{}|\\]/g, '\\$&')).join('[^/]+')}$`),
);

// The headers with which Next picks between the HTML document and the React payloads of a client
// navigation or prefetch (its own `Vary`). `_rsc` in the query only busts browser caches.
const VARIANT_HEADERS = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url'];

// Query parameters a public page reads. Every other one (utm_*, fbclid, …) leaves the page as it
// is, so a link shared with tracking parameters is still one cached page, not one per click.
const PARAMETERS_READ: Record<string, readonly string[]> = { [BLOG_PATH]: ['page'] };

function isSharedPublicPath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

function headerValue(value: string | string[] | undefined): string {
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

// Next checks it against the variant headers and answers a redirect when it does not match.
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
 * but GET and HEAD, a server action, an address outside the shared public pages, or a path the
 * app would redirect or refuse (encoded or doubled slashes, dot segments).
 */
export function cacheablePageRequest(request: PageCacheRequest): CacheablePageRequest | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers['next-action'] !== undefined) return null;
  const raw = request.url ?? '';
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  const url = new URL(raw, 'http://cache.invalid');
  const pathname = url.pathname;
  if (pathname !== raw.split('?')[0] || pathname.includes('%') || !isSharedPublicPath(pathname)) return null;
  const read = PARAMETERS_READ[pathname] ?? [];
  const query = read
    .filter((name) => url.searchParams.has(name))
    .map((name) => `${name}=${encodeURIComponent(url.searchParams.getAll(name).join(','))}`)
    .join('&');
  const variant = VARIANT_HEADERS.map((name) => headerValue(request.headers[name])).join('|');
  const buster = url.searchParams.has(RSC_CACHE_BUSTER)
    ? `${RSC_CACHE_BUSTER}=${encodeURIComponent(url.searchParams.get(RSC_CACHE_BUSTER) ?? '')}`
    : '';
  const renderQuery = [query, buster].filter(Boolean).join('&');
  return { key: `${pathname}?${query}#${variant}`, renderUrl: renderQuery ? `${pathname}?${renderQuery}` : pathname };
}
