import type http from 'node:http';
import type { ReadingBeaconBridge } from '@/front-server/bridge/reading-beacon-bridge';
import type { HeaderReader } from '@/lib/http/header-reader';
import { requestPath } from '@/lib/text/url-encoding';

/** The beacon's address (src/app/api/views/route.ts); its query is ignored, as Next's router does. */
export const READING_BEACON_PATH = '/api/views';

type ReadingBeaconOptions = {
  bridge: ReadingBeaconBridge;
  /** What next.config.ts `headers()` adds to every answer of this address. */
  headers: { key: string; value: string }[];
};

/**
 * Node's own headers read as a web `Headers` reads one (repeated ones joined, as Next's adapter
 * joins them): a web `Headers` copied per beacon took about 3 % of its time (decision 060). A class, so
 * that no function is made (and, under tsx, named) per beacon.
 */
class NodeHeaderReader implements HeaderReader {
  constructor(private readonly headers: http.IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }
}

/**
 * The request's body under `limit` bytes, or null past them: a declared length above it is
 * refused before a byte is read, and a body without one is no longer read once it passes it.
 */
function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  if (Number(req.headers['content-length']) > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const detach = () => req.off('data', onData).off('end', onEnd).off('error', onError);
    const onData = (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total <= limit) {
        chunks.push(chunk);
        return;
      }
      detach().pause();
      resolve(null);
    };
    const onEnd = () => {
      detach();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (error: Error) => {
      detach();
      reject(error);
    };
    req.on('data', onData).once('end', onEnd).once('error', onError);
  });
}

/** next.config.ts's headers, each with its name in lower case as a web `Headers` lists it. */
type ConfiguredHeader = { name: string; key: string; value: string };

/**
 * The answer's headers as one flat list for writeHead, where a setHeader per header validated
 * and stored each on its own (decision 059): next.config.ts's, unless the route set its own, then
 * the route's, read in one pass of its `Headers` (decision 060).
 */
function flatHeaders(response: Response, configured: readonly ConfiguredHeader[]): string[] {
  const own: string[] = [];
  const named = new Set<string>();
  response.headers.forEach((value, name) => {
    named.add(name);
    if (name !== 'set-cookie') own.push(name, value);
  });
  if (named.has('set-cookie')) for (const cookie of response.headers.getSetCookie()) own.push('Set-Cookie', cookie);
  const headers: string[] = [];
  for (const { name, key, value } of configured) if (!named.has(name)) headers.push(key, value);
  return headers.concat(own);
}

/** Writes the route's answer; at once for the 204 a counted beacon gets, after reading a refusal's body. */
function writeResponse(
  response: Response,
  res: http.ServerResponse,
  configured: readonly ConfiguredHeader[],
): Promise<void> | undefined {
  const headers = flatHeaders(response, configured);
  if (!response.body) {
    res.writeHead(response.status, headers).end();
    return undefined;
  }
  // A body refused past its bound stays unread; the connection is not cut under the client, which
  // would lose the answer to a reset while it is still sending (the client stops on the answer).
  return response.arrayBuffer().then((bytes) => {
    // Headers written first: Node no longer measures the body itself, and would send it chunked.
    headers.push('Content-Length', String(bytes.byteLength));
    res.writeHead(response.status, headers).end(Buffer.from(bytes));
  });
}

/**
 * Answers `POST /api/views` with the route's own spec, through the bridge, before Next's router:
 * the beacon follows every page view, the router costs it about 30 cached pages (decisions 050
 * and 052), and a web `Request` about as much as the rest of the beacon (decision 056). Undefined
 * (Next answers) for any other request, or while the bridge is not connected.
 */
export function createReadingBeaconAnswer(
  options: ReadingBeaconOptions,
): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | undefined {
  const configured = options.headers.map(({ key, value }) => ({ name: key.toLowerCase(), key, value }));
  return (req, res) => {
    const answer = options.bridge.answer;
    if (!answer || req.method !== 'POST' || requestPath(req.url) !== READING_BEACON_PATH) return undefined;
    return answer({ headers: new NodeHeaderReader(req.headers) }, (limit) => readBody(req, limit)).then((response) =>
      writeResponse(response, res, configured),
    );
  };
}
