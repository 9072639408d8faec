/**
 * The wrk scripts of `npm run bench`'s readings measure (decision 067): readers as the public
 * pages' script makes them, page requests and beacons to /api/views, each beacon from a reader of
 * its own (a distinct user agent, so every one goes the whole way through the counting:
 * same-origin check, bounded body, bot list, reader key, batch).
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const lua = (text: string) => JSON.stringify(text);

/** The view beacon src/browser/page-reading.ts sends for `page`, arriving from a search engine. */
export function viewBeacon(page: string): string {
  return JSON.stringify({ kind: 'view', path: page, referrer: 'https://www.google.com/' });
}

/** Lua: the beacon of the page, from a reader of its own (wrk `run`, thread `id`, request `sent`). */
const beaconRequest = (origin: string) =>
  [
    '  return wrk.format("POST", "/api/views", {',
    '    ["Content-Type"] = "application/json",',
    `    ["Origin"] = ${lua(origin)},`,
    '    ["Sec-Fetch-Site"] = "same-origin",',
    `    ["User-Agent"] = ${lua(BROWSER_USER_AGENT)} .. " reader/" .. run .. "-" .. id .. "-" .. sent,`,
    '  }, body)',
  ].join('\n');

/**
 * Lua: each wrk thread has a Lua state of its own; its number (`id`) keeps two threads' requests
 * apart, and `run`, the second its state was made, keeps one wrk run's from the next: the bench's
 * rounds reuse one script, and without it every round would send the first round's readers and
 * searches again, already counted or already cached.
 */
export const NUMBERED_THREADS = [
  'local threads = 0',
  'setup = function(thread) threads = threads + 1; thread:set("id", threads) end',
  'local run = os.time()',
].join('\n');

/**
 * Lua: wrk's `delay`, pacing each of `connections` so that they send `perSecond` requests in all,
 * at random instants (exponential waits, so the requests arrive as a Poisson stream from the first
 * second): a fixed wait sends every connection's request at the same instant, in bursts of
 * `connections` requests, which no crowd of readers does.
 */
export const wrkPacing = (perSecond: number, connections: number) =>
  [
    'math.randomseed(os.time() + tonumber(tostring({}):match("0x(%x+)"), 16) % 100000)',
    `delay = function() return math.floor(-math.log(1 - math.random()) * ${Math.round((connections * 1000) / perSecond)}) end`,
  ].join('\n');

/** A wrk script sending the page alone, `perSecond` views in all over `connections`, as a phone asks for it. */
export function readerPagesScript({
  page,
  perSecond,
  connections,
}: {
  page: string;
  perSecond: number;
  connections: number;
}) {
  const pageRequest = `wrk.format("GET", ${lua(page)}, { ["Accept"] = "text/html", ["User-Agent"] = ${lua(BROWSER_USER_AGENT)} })`;
  // Formatted in init, once wrk knows the Host header: formatted earlier, the request has none and
  // the server answers 400.
  return [
    wrkPacing(perSecond, connections),
    'local page',
    `init = function() page = ${pageRequest} end`,
    'request = function() return page end',
    '',
  ].join('\n');
}

/**
 * A wrk script sending the page's beacons only, `perSecond` in all over `connections` (wrk's
 * `delay` paces each connection), each from a new reader: the readers of a busy day, counted
 * beside pages served to others.
 */
export function readerBeaconsScript({
  page,
  origin,
  perSecond,
  connections,
}: {
  page: string;
  origin: string;
  perSecond: number;
  connections: number;
}) {
  return [
    wrkPacing(perSecond, connections),
    `local body = ${lua(viewBeacon(page))}`,
    NUMBERED_THREADS,
    'local sent = 0',
    'request = function()',
    '  sent = sent + 1',
    beaconRequest(origin),
    'end',
    '',
  ].join('\n');
}
