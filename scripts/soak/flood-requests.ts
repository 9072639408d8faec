/**
 * The requests of scripts/cache-flood.ts: the shared public pages, each request with a query
 * string and header values no other request has, going through the headers that once made
 * entries or replaced pages in the page cache (decision 029).
 */
export const FLOOD_PAGES = ['/', '/blog', '/blog/communication-couple', '/sitemap.xml', '/blog/rss.xml', '/robots.txt'];

// Each takes the request's number and answers the headers that make it distinct.
const VARIANTS: Array<[label: string, headers: (index: number) => Record<string, string>]> = [
  ['RSC value', (index) => ({ rsc: `n${index}` })],
  ['Next-Router-Prefetch value', (index) => ({ 'next-router-prefetch': `p${index}` })],
  ['Next-Router-Segment-Prefetch value', (index) => ({ 'next-router-segment-prefetch': `/s${index}` })],
  ['Next-Router-State-Tree value', (index) => ({ 'next-router-state-tree': `t${index}` })],
  ['Next-Url value', (index) => ({ 'next-url': `/u${index}` })],
  ['x-middleware-prefetch', (index) => ({ 'x-middleware-prefetch': String(index) })],
  ['x-nextjs-data', (index) => ({ 'x-nextjs-data': String(index) })],
  ['x-now-route-matches', (index) => ({ 'x-now-route-matches': `nxtP${index}` })],
  ['request Content-Security-Policy', (index) => ({ 'content-security-policy': `script-src 'nonce-${index}'` })],
  ['User-Agent', (index) => ({ 'user-agent': `flood/${index}` })],
];

// One request in this many is a React payload (`RSC: 1`) with a router state of its own: rendered
// by Next each time, never kept, so it costs time, not memory.
const PAYLOAD_EVERY = 1_000;

export function floodRequest(index: number): { path: string; headers: Record<string, string>; label: string } {
  const page = FLOOD_PAGES[index % FLOOD_PAGES.length]!;
  const path = `${page}?utm_source=flood&q=${index}`;
  if (index % PAYLOAD_EVERY === 0) {
    return {
      path,
      headers: { rsc: '1', 'next-router-state-tree': `%5B%22%22%2C%7B%7D%2C${index}%5D` },
      label: `${page} React payload`,
    };
  }
  const [label, headers] = VARIANTS[Math.floor(index / FLOOD_PAGES.length) % VARIANTS.length]!;
  return { path, headers: headers(index), label: `${page} ${label}` };
}
