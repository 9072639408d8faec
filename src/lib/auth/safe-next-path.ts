import { isSitePath } from '../site/same-site-address';

/**
 * The `next` parameter of /admin/login: the one rule for every redirect after sign-in (the login
 * page's redirect of a signed-in visitor, the sign-in form's navigation, the login links built by
 * the proxy and the require* guards).
 *
 * The candidate and the path it returns must both be site paths (same-site-address.ts). It is
 * checked on the path it returns, after the URL parser normalised it: `/.//evil.example`
 * passes a check of the raw string yet normalises to `//evil.example`, another origin. And only
 * back-office pages: the login is only ever sent a /admin page to return to, so any other target
 * (a public page, the login itself) comes from a forged link and gets the fallback.
 */
export const DEFAULT_ADMIN_PATH = '/admin/blog';
const ADMIN_ROOT = '/admin';
const LOGIN_PATH = '/admin/login';
const placeholderOrigin = 'http://same-site.invalid';

function onThisSite(candidate: string): URL | null {
  const url = URL.canParse(candidate, placeholderOrigin) ? new URL(candidate, placeholderOrigin) : null;
  return url?.origin === placeholderOrigin ? url : null;
}

const isUnder = (pathname: string, root: string) => pathname === root || pathname.startsWith(`${root}/`);

export function safeNextPath(candidate: string | null | undefined, fallback = DEFAULT_ADMIN_PATH): string {
  if (!candidate || !isSitePath(candidate)) return fallback;
  const url = onThisSite(candidate);
  if (!url) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A browser resolves what we return once more: it must read as a path on this site, unchanged,
  // without the empty segments that dot segments could collapse into a `//host` again.
  if (!isSitePath(path) || url.pathname.includes('//')) return fallback;
  if (onThisSite(path)?.href !== url.href) return fallback;
  if (!isUnder(url.pathname, ADMIN_ROOT) || isUnder(url.pathname, LOGIN_PATH)) return fallback;
  return path;
}

export function loginPathFor(returnTo: string | null | undefined): string {
  const next = safeNextPath(returnTo, '');
  return next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login';
}
