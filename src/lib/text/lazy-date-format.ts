/**
 * A date formatter built on first use. Building one with a time zone loads that zone's data, about
 * 20 ms on a mid-range phone: modules that browsers load on every public page must not pay it
 * before anything is formatted (docs/decisions/025-precompressed-static-files.md).
 */
export function lazyDateFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}
