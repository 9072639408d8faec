/**
 * True when a URL path holds a `%` that is not the start of a valid UTF-8 percent-escape
 * (`/blog/%zz`, `/blog/%E0%A4`). Next.js fails on such a path with a bare 500 while decoding
 * route parameters; the proxy answers 400 instead (issue 11, item 10).
 */
export function hasMalformedPercentEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
