/**
 * Headers sent with every response (next.config.ts). The Content-Security-Policy has no nonce on
 * purpose: a nonce makes every page dynamic, and our public pages are cached. Inline scripts are
 * allowed because Next.js inlines its bootstrap; everything else is limited to this origin.
 * See docs/decisions/003-content-security-policy.md.
 */
export type SecurityHeaderOptions = { production: boolean; imageOrigins?: string[] };

export function contentSecurityPolicy({ production, imageOrigins = [] }: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React needs eval in development only (stack reconstruction); never in production.
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
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

export function securityHeaders(options: SecurityHeaderOptions): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    // Browsers ignore HSTS over plain http, so sending it from every production response is safe.
    ...(options.production ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/** Pages opened from a link with a one-time token in its query: password reset, first-admin setup. */
export const TOKEN_LINK_PAGES = ['/admin/login', '/admin/setup'];

/**
 * next.config.ts `headers()`: the security headers everywhere, and no Referer at all from the
 * token-link pages, so the token does not travel to our own scripts' requests (proxy logs) or
 * to a link clicked there before the page takes it out of the address bar. Next.js lets the
 * later rule win for the same header.
 */
export function securityHeaderRules(options: SecurityHeaderOptions): { source: string; headers: { key: string; value: string }[] }[] {
  return [
    { source: '/:path*', headers: securityHeaders(options) },
    ...TOKEN_LINK_PAGES.map((source) => ({ source, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] })),
  ];
}

/** The origin of an optional public bucket URL, for img-src; nothing when unset or malformed. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
