/**
 * The views cookie: which articles this browser session has already counted. It holds short id
 * prefixes (8 hex digits, enough to tell a blog's articles apart) so it stays far below the 4 KB
 * cookie limit, and it has no expiry, so it dies with the browser session.
 */
export const VIEWED_COOKIE = 'cabinet_viewed';
export const VIEWS_ENDPOINT = '/api/views';
const MAX_REMEMBERED = 300;

export function viewedKey(postId: string): string {
  return postId.replace(/-/g, '').slice(0, 8).toLowerCase();
}

export function parseViewed(cookie: string | undefined): string[] {
  return (cookie ?? '').split('.').filter((key) => /^[0-9a-f]{8}$/.test(key));
}

export function hasViewed(cookie: string | undefined, postId: string): boolean {
  return parseViewed(cookie).includes(viewedKey(postId));
}

/** The cookie value once `postId` is added (oldest forgotten first past the limit). */
export function withViewed(cookie: string | undefined, postId: string): string {
  const keys = parseViewed(cookie).filter((key) => key !== viewedKey(postId));
  return [...keys, viewedKey(postId)].slice(-MAX_REMEMBERED).join('.');
}
