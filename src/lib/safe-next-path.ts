/**
 * The `next` parameter of /admin/login: only a path on this site, never another origin
 * (`//evil.example`, `/\evil.example`, `https://…`), never the login page itself.
 */
export const DEFAULT_ADMIN_PATH = '/admin/blog';
const placeholderOrigin = 'http://same-site.invalid';

export function safeNextPath(candidate: string | null | undefined, fallback = DEFAULT_ADMIN_PATH): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return fallback;
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  let url: URL;
  try {
    url = new URL(candidate, placeholderOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== placeholderOrigin) return fallback;
  if (url.pathname === '/admin/login' || url.pathname.startsWith('/admin/login/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loginPathFor(returnTo: string | null | undefined): string {
  const next = safeNextPath(returnTo, '');
  return next ? `/admin/login?next=${encodeURIComponent(next)}` : '/admin/login';
}
