import type { PageCacheRequest } from './page-cache-key';

// Not pages of the public site: the back office (signed-in staff, the framework's own pages),
// route handlers, uploads and the build's files answer their 404 as they are.
const OTHER_AREAS = ['/admin', '/api', '/uploads', '/_next'];

/**
 * Whether a request would get the site's not-found page if nothing is found at its address
 * (decision 030): a visitor's page load, not a React payload, a server action or another area.
 */
export function expectsSiteNotFoundPage(request: PageCacheRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers.rsc !== undefined || request.headers['next-action'] !== undefined) return false;
  const pathname = (request.url ?? '').split('?')[0] ?? '';
  if (!pathname.startsWith('/')) return false;
  return !OTHER_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** The answer is the app's HTML for an address where nothing was found. */
export function isNotFoundPage(status: number, contentType: unknown): boolean {
  return status === 404 && String(contentType ?? '').startsWith('text/html');
}
