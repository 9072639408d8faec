/** Where the site is when SITE_URL is unset: this machine, on the port the server listens to. */
export function defaultSiteUrl(port: number): string {
  return `http://localhost:${port}`;
}

/** The addresses a browser on this machine reaches a server listening on `port` by. */
export function loopbackOrigins(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
}

/** TRUSTED_ORIGINS as written by a person: origins separated by commas and/or spaces. */
export function splitOriginList(value: string): string[] {
  return value.split(/[\s,]+/).filter(Boolean);
}

export type OriginSettings = { siteUrl: string; port: number; production: boolean; extraOrigins: string[] };

/**
 * The origins allowed to send sign-in and other auth requests. In production: the public origin
 * and the explicit list, nothing else. Elsewhere the server is also reached at this machine's
 * loopback addresses, which must not be refused as foreign.
 */
export function trustedOrigins({ siteUrl, port, production, extraOrigins }: OriginSettings): string[] {
  const origins = [new URL(siteUrl).origin, ...extraOrigins.map((origin) => new URL(origin).origin)];
  if (!production) origins.push(...loopbackOrigins(port));
  return [...new Set(origins)];
}
