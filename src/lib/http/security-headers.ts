import { REVIEW_LINKS_PATH, SEARCH_PATH } from '../site/site-paths';

/**
 * Security headers, one policy per area (docs/decisions/014-content-security-policy-per-area.md):
 * - public pages (served from a shared cache, identical for every visitor): a static policy from
 *   next.config.ts that still allows inline script, because Next.js inlines the page's React
 *   payload and a cached page cannot carry a per-request nonce; the public page cache keeps its
 *   pages without that payload and takes inline script out of their policy (decision 028);
 * - the back office (rendered per request, never cached): a fresh nonce per request, set by
 *   src/proxy.ts, and no inline script without it;
 * - uploaded files: `default-src 'none'`, nothing runs in them even when opened directly.
 */
export type SecurityHeaderOptions = { production: boolean; imageOrigins?: string[] };

export type PolicyOptions = SecurityHeaderOptions & {
  /** The request's nonce: inline scripts run only with it. Without one, inline scripts are allowed. */
  scriptNonce?: string;
};

export function contentSecurityPolicy({ production, imageOrigins = [], scriptNonce }: PolicyOptions): string {
  const inlineScripts = scriptNonce ? [`'nonce-${scriptNonce}'`] : ["'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React needs eval in development only (stack reconstruction); never in production.
    'script-src': ["'self'", ...inlineScripts, ...(production ? [] : ["'unsafe-eval'"])],
    // Next.js and sonner inject styles; a nonce here would make browsers ignore 'unsafe-inline'.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(production ? [] : ['ws:'])],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The policy of a public page that the page cache serves without the framework's inline scripts
 * (decision 028): the same policy with no inline script allowed at all.
 */
export function withoutInlineScripts(policy: string): string {
  return policy.replace(/(?:^|; )script-src [^;]*/, (directive) => directive.replace(" 'unsafe-inline'", ''));
}

/**
 * Uploaded images: nothing but the image itself, even when an upload is opened as a page (the
 * browser's image viewer needs inline styles and nothing else).
 */
export const UPLOADS_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** Every header but the Content-Security-Policy, which depends on the area. */
export function commonSecurityHeaders({ production }: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    // Browsers ignore HSTS over plain http, so sending it from every production response is safe.
    ...(production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/**
 * What next.config.ts `headers()` gives a file under /_next/static: the common headers and the
 * static policy. src/front-server/server.ts sends them with the precompressed copies it answers itself.
 */
export function staticFileSecurityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [...commonSecurityHeaders(options), { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) }];
}

/**
 * Pages opened from a link with a token: password reset and first-admin setup (in the query), and
 * review links (in the path, next.config.ts `headers()` pattern).
 */
export const TOKEN_LINK_PAGES = ['/admin/login', '/admin/setup', `${REVIEW_LINKS_PATH}/:token`];

/** Where src/proxy.ts sets a per-request nonce policy; the static one must not compete with it. */
export const NONCE_POLICY_AREA = '/admin';
export const UPLOADS_AREA = '/uploads';

/** Every path outside the back office and the uploads (path-to-regexp of next.config.ts `headers()`). */
export const STATIC_POLICY_SOURCE = `/((?!${NONCE_POLICY_AREA.slice(1)}(?:/|$)|${UPLOADS_AREA.slice(1)}/).*)`;

/**
 * next.config.ts `headers()`: the common headers everywhere; the static policy outside the back
 * office and the uploads; the uploads' own policy; no Referer at all from the token-link
 * pages, so the token does not travel to our own scripts' requests (proxy logs) or to a link
 * clicked there before the page takes it out of the address bar; and only the origin from the
 * search page, whose address holds what a patient searched for (health data, never logged beside
 * an address, decision 066): its stylesheet, its reading beacon and the result a patient opens
 * would otherwise carry the query to the proxy's access log. Next.js lets the later rule win for
 * the same header.
 */
export function securityHeaderRules(
  options: SecurityHeaderOptions,
): { source: string; headers: { key: string; value: string }[] }[] {
  return [
    { source: '/:path*', headers: commonSecurityHeaders(options) },
    {
      source: STATIC_POLICY_SOURCE,
      headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(options) }],
    },
    {
      source: `${UPLOADS_AREA}/:path*`,
      headers: [{ key: 'Content-Security-Policy', value: UPLOADS_CONTENT_SECURITY_POLICY }],
    },
    ...TOKEN_LINK_PAGES.map((source) => ({ source, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] })),
    { source: SEARCH_PATH, headers: [{ key: 'Referrer-Policy', value: 'strict-origin' }] },
  ];
}

/** The origin of an optional public bucket URL, for img-src; nothing when unset or malformed. */
export function originOf(url: string | undefined): string[] {
  return url && URL.canParse(url) ? [new URL(url).origin] : [];
}
