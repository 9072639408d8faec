const placeholderOrigin = 'http://same-site.invalid';

/**
 * Where a form sent without JavaScript returns: a path of this site, checked after the URL
 * parser normalised it (`/.//evil.example` would become another origin), else the home page.
 */
export function sitePathOr(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || !candidate.startsWith('/')) return fallback;
  try {
    const url = new URL(candidate, placeholderOrigin);
    const path = `${url.pathname}${url.search}`;
    // Checked on the result too: `/.//evil.example` normalises to `//evil.example`, another origin.
    return url.origin === placeholderOrigin && !/^\/[\\/]/.test(path) ? path : fallback;
  } catch {
    return fallback;
  }
}
