/**
 * True when a URL path holds a `%` that is not the start of a valid UTF-8 percent-escape
 * (`/blog/%zz`, `/blog/%E0%A4`). Next.js fails on such a path with a bare 500 while decoding
 * route parameters; the app's HTTP server (src/front-server/server.ts) answers 400 instead, before Next
 * (decision 014).
 */
export function hasMalformedPercentEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}

export const MALFORMED_URL_MESSAGE = 'Adresse invalide : elle contient un encodage « % » mal formé.';

/** The path of a request target (`/a/b?c` → `/a/b`), as sent, still encoded. */
export function requestPath(target: string | undefined): string {
  if (target === undefined) return '/';
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}
