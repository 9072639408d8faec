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

/** The origin of an optional public bucket URL, for img-src; nothing when unset or malformed. */
export function originOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
}
