/**
 * "A path on this site": the one rule for every address we store, render or follow as local (an
 * author's photo, a featured image, the page to return to after sign-in, a link in an article).
 *
 * A browser's URL parser reads `\` as `/`, drops tabs and newlines anywhere, and resolves dot
 * segments: `/\evil.example/p.png`, `/\t/evil.example` and `/a/..//evil.example` all start with a
 * slash yet lead to another host, and `new URL(path, SITE_URL)` turns them into
 * `http://evil.example/…` in og:image or JSON-LD. So a site path starts with one slash, holds no
 * backslash (raw or encoded: a server that decodes it once makes it raw), no control character,
 * and still resolves to this origin with a path that is not `//host` (decision 031).
 */
const PLACEHOLDER_ORIGIN = 'http://same-site.invalid';
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const BACKSLASH = /\\|%5c/i;
const PROTOCOL_RELATIVE_START = /^\/(?:\/|%2f)/i;

export function isSitePath(value: string): boolean {
  if (!value.startsWith('/') || PROTOCOL_RELATIVE_START.test(value)) return false;
  if (CONTROL_CHARACTER.test(value) || BACKSLASH.test(value)) return false;
  if (!URL.canParse(value, PLACEHOLDER_ORIGIN)) return false;
  const url = new URL(value, PLACEHOLDER_ORIGIN);
  return url.origin === PLACEHOLDER_ORIGIN && !url.pathname.startsWith('//');
}

/** An absolute http(s) address, as the image fields accept besides site paths. */
export function isWebAddress(value: string): boolean {
  return /^https?:\/\/[^/\\\s]/i.test(value) && !CONTROL_CHARACTER.test(value) && URL.canParse(value);
}

/** A stored image address we may put into a page, a card or structured data; else null. */
export function trustedImageAddress(value: string | null | undefined): string | null {
  const address = value?.trim();
  return address && (isSitePath(address) || isWebAddress(address)) ? address : null;
}

/**
 * Whether a link in an article leaves the site: any http(s) link, and every address that begins
 * like a path but is not a site path (`//host`, `/\host`, `\\host`), which browsers open on
 * another host. Relative links, fragments and mailto: stay.
 */
export function leavesSite(href: string): boolean {
  // Browsers strip leading and trailing spaces and controls before parsing an href.
  const address = href.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/^https?:/i.test(address)) return true;
  return /^[/\\]/.test(address) && !isSitePath(address);
}
