/**
 * Whether a state-changing request comes from a page of this site. A browser marks every request
 * with Sec-Fetch-Site and every POST with Origin; a page on another site — a sibling subdomain
 * included, which SameSite cookies do not stop — shows in one or the other. Requests without
 * either header do not come from a browser page and carry no one else's cookie: they pass.
 */
export function isSameOriginRequest(
  { origin, secFetchSite }: { origin: string | null; secFetchSite: string | null },
  siteOrigins: readonly string[],
): boolean {
  if (secFetchSite !== null && secFetchSite !== 'same-origin') return false;
  if (origin === null) return true;
  return URL.canParse(origin) && siteOrigins.includes(new URL(origin).origin);
}

export const FOREIGN_ORIGIN_MESSAGE = 'Requête refusée : elle ne provient pas du site.';
