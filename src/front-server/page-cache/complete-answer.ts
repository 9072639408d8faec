/**
 * Whether a rendered answer is what a shared public page is: a whole HTML document, an XML
 * document (sitemap, RSS) or a text file (robots.txt), and what its Content-Type says. Anything
 * else, a `{}`, an empty body, a JSON or React payload, a document cut short, is sent to the one
 * visitor who asked and never kept (decision 029): the cache stays right even if a request the
 * key function let through made the framework answer something else.
 */
export function isCompletePublicAnswer(contentType: string | undefined, body: Buffer): boolean {
  const type = (contentType ?? '').split(';', 1)[0]!.trim().toLowerCase();
  const text = body.toString('utf8').trim();
  if (text === '') return false;
  if (type === 'text/html') return /^<!doctype html>/i.test(text) && /<\/html>$/i.test(text);
  if (type === 'application/xml' || type === 'text/xml' || type === 'application/rss+xml') {
    return text.startsWith('<?xml') && /<\/[A-Za-z][\w:.-]*>$/.test(text);
  }
  if (type === 'text/plain') return !text.startsWith('{') && !text.startsWith('[');
  return false;
}
