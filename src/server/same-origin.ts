import 'server-only';
import { isSameOriginRequest } from '@/lib/http/same-origin-request';
import type { HeaderReader } from '@/lib/http/header-reader';
import { trustedOrigins } from '@/lib/site/site-origins';
import { env, type Environment } from './env';

type SiteAddresses = { origins: string[]; hosts: string[] };

// Read on every beacon, twice (its origin, then its referrer): parsed once per environment, which
// the process reads once (decision 059).
const addressesByEnvironment = new WeakMap<Environment, SiteAddresses>();

function siteAddresses(): SiteAddresses {
  const environment = env();
  let addresses = addressesByEnvironment.get(environment);
  if (!addresses) {
    const { SITE_URL, PORT, NODE_ENV, TRUSTED_ORIGINS } = environment;
    const origins = trustedOrigins({
      siteUrl: SITE_URL,
      port: PORT,
      production: NODE_ENV === 'production',
      extraOrigins: TRUSTED_ORIGINS,
    });
    addresses = { origins, hosts: origins.map((origin) => new URL(origin).hostname) };
    addressesByEnvironment.set(environment, addresses);
  }
  return addresses;
}

/** The site's own origins: SITE_URL, TRUSTED_ORIGINS and, outside production, loopback. */
export function siteOrigins(): readonly string[] {
  return siteAddresses().origins;
}

/** The host names of the site's own origins: a referrer from one of them is a reader moving within the site. */
export function siteHosts(): readonly string[] {
  return siteAddresses().hosts;
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
