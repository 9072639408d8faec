export type ContentEncoding = 'br' | 'gzip';

/** The compression to answer with, from the request's Accept-Encoding: brotli, then gzip, else none. */
export function pickContentEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weightOf('br') > 0) return 'br';
  if (weightOf('gzip') > 0) return 'gzip';
  return null;
}

/**
 * The ETag of one encoding of a page (`"abc"` → `"abc-br"`): a strong ETag names exact bytes, and
 * a cache that revalidates its gzip copy must not be told "unchanged" for the brotli one
 * (decision 031).
 */
export function etagForEncoding(etag: string, encoding: ContentEncoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}
