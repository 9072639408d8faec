import 'server-only';
import { isSameOriginRequest } from '@/lib/http/same-origin-request';
import type { HeaderReader } from '@/lib/http/header-reader';
import { trustedOrigins } from '@/lib/site/site-origins';
import { env } from './env';

/** The site's own origins: SITE_URL, TRUSTED_ORIGINS and, outside production, loopback. */
export function siteOrigins(): readonly string[] {
  const { SITE_URL, PORT, NODE_ENV, TRUSTED_ORIGINS } = env();
  return trustedOrigins({
    siteUrl: SITE_URL,
    port: PORT,
    production: NODE_ENV === 'production',
    extraOrigins: TRUSTED_ORIGINS,
  });
}

/** The host names of the site's own origins: a referrer from one of them is a reader moving within the site. */
export function siteHosts(): readonly string[] {
  return siteOrigins().map((origin) => new URL(origin).hostname);
}

/**
 * Every state-changing route handler asks this before acting (Better Auth's own routes have
 * their own origin check, on the same list).
 */
export function isFromOwnSite(request: { headers: HeaderReader }): boolean {
  return isSameOriginRequest(
    { origin: request.headers.get('origin'), secFetchSite: request.headers.get('sec-fetch-site') },
    siteOrigins(),
  );
}
