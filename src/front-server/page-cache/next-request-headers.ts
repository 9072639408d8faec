/**
 * The request headers with which Next.js 16 changes its answer, and what the app's server does
 * with each (docs/decisions/029-page-cache-stores-only-ordinary-pages.md):
 *
 * - `strip`: headers only Next's own infrastructure sends to itself (its router and render
 *   workers, Vercel's edge, a proxy's internal subrequests, the pages router's data and
 *   middleware prefetches, its test mode) or that no browser sends (a request Content-Security-
 *   Policy, where Next picks up a script nonce). Nothing legitimate sends them to this server, so
 *   they are removed before Next sees any request: with them, Next answers `{}`
 *   (`x-middleware-prefetch`), marks the page static (`x-now-route-matches`), or trusts a path,
 *   a revalidation or a rewrite that it did not decide.
 * - `uncacheable`: the headers of the framework's own client (client navigation, prefetches, the
 *   development server's refresh) and server action calls. Public pages are served without
 *   that client (decision 028), so such requests reach Next as sent and their answers are never
 *   kept: a value chosen by the sender can neither replace a page nor make a new entry. Next
 *   reads the client's headers only with `RSC: 1` (any other value is an ordinary request to it),
 *   so without that exact value they are stripped too, and the request is an ordinary one.
 *
 * Every other header leaves the page as it is (the key is the path and the query parameters the
 * page reads); compression and conditional requests are answered by the cache itself.
 */

/** Names stripped whatever follows the prefix. */
const STRIPPED_PREFIXES = [
  // Proxy/middleware protocol: x-middleware-prefetch, -subrequest, -invoke, -rewrite, -next,
  // -override-headers, -request-*, -set-cookie, -skip, -cache, -redirect, -refresh.
  'x-middleware-',
  // Pages-router data requests and Next's own markers: x-nextjs-data, -matched-path, -rewrite,
  // -redirect, -cache, -deployment-id, -request-id, -html-request-id, -stale-time, -prerender.
  'x-nextjs-',
  // Router server to render worker (x-invoke-path, -query, -output, -status, -error).
  'x-invoke-',
  // On-demand revalidation and cache tags (x-next-revalidate-tag-token, x-next-revalidated-tags,
  // x-next-cache-tags, x-next-resume-state-length).
  'x-next-',
  // Prerender revalidation (x-prerender-revalidate, x-prerender-revalidate-if-generated).
  'x-prerender-',
  // Vercel's platform: x-now-route-matches, x-vercel-*.
  'x-now-',
  'x-vercel-',
  // Next's experimental test proxy.
  'next-test-',
];

/** Names stripped as such. */
const STRIPPED_NAMES = new Set([
  // Minimal mode's matched route (Vercel).
  'x-matched-path',
  // Partial prerendering's resume (minimal mode).
  'next-resume',
  // A server action forwarded by another worker: skips the origin check's own forwarding.
  'x-action-forwarded',
  // Serverless invocation id and tracing set by the platform.
  'x-invocation-id',
  // Next reads a script nonce from the request's policy; only src/proxy.ts (after this server)
  // sets one, for the back office.
  'content-security-policy',
  'content-security-policy-report-only',
]);

/** Headers of the framework's client, which Next reads only along with `RSC: 1`. */
const CLIENT_NAMES = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-url',
  'next-hmr-refresh',
];

/** The client's headers and server action calls: their answers are never kept. */
const UNCACHEABLE_NAMES = new Set([...CLIENT_NAMES, 'next-action']);

export type NextHeaderTreatment = 'strip' | 'uncacheable' | 'ignore';

/** What the app's server does with a request header (lower-case name, as Node gives it). */
export function nextHeaderTreatment(name: string): NextHeaderTreatment {
  const lower = name.toLowerCase();
  if (UNCACHEABLE_NAMES.has(lower)) return 'uncacheable';
  if (STRIPPED_NAMES.has(lower)) return 'strip';
  return STRIPPED_PREFIXES.some((prefix) => lower.startsWith(prefix)) ? 'strip' : 'ignore';
}

type MutableRequest = { headers: Record<string, string | string[] | undefined>; rawHeaders: string[] };

function isStripped(name: string, reactPayload: boolean): boolean {
  return nextHeaderTreatment(name) === 'strip' || (!reactPayload && CLIENT_NAMES.includes(name.toLowerCase()));
}

/**
 * Removes, before Next reads the request, the stripped headers and, unless `RSC` is exactly "1",
 * the client's headers (Next would ignore them: the request is an ordinary one, which the page
 * cache may answer); answers how many went.
 */
export function stripNextInternalHeaders(request: MutableRequest): number {
  const reactPayload = request.headers.rsc === '1';
  const stripped = Object.keys(request.headers).filter((name) => isStripped(name, reactPayload));
  for (const name of stripped) delete request.headers[name];
  if (stripped.length > 0) {
    const raw: string[] = [];
    for (let index = 0; index + 1 < request.rawHeaders.length; index += 2) {
      const [name, value] = [request.rawHeaders[index]!, request.rawHeaders[index + 1]!];
      if (!isStripped(name, reactPayload)) raw.push(name, value);
    }
    request.rawHeaders = raw;
  }
  return stripped.length;
}

/** Whether a request's answer may be kept: no header of the framework's client, none that should have been stripped. */
export function hasOnlyOrdinaryHeaders(headers: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(headers).every((name) => nextHeaderTreatment(name) === 'ignore');
}
