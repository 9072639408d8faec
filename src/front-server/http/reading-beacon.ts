import type http from 'node:http';
import type { ReadingBeaconBridge } from '@/front-server/bridge/reading-beacon-bridge';
import type { HeaderReader } from '@/lib/http/header-reader';
import { READING_BODY_LIMIT, READINGS_ENDPOINT } from '@/lib/statistics/readings-endpoint';
import { requestPath } from '@/lib/text/url-encoding';

type ReadingBeaconOptions = {
  bridge: ReadingBeaconBridge;
  /** What next.config.ts `headers()` adds to every answer of this address. */
  headers: { key: string; value: string }[];
  /** Told when an answer could not be given: the client then gets a bare 500. */
  onError: (message: string, error: unknown) => void;
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
 * Reads the request's body under `limit` bytes and hands it to `done` once, null past them: a
 * declared length above it is refused before a byte is read, and a body without one is no longer
 * read once it passes it. Callbacks rather than a promise: a beacon makes none (decision 063).
 */
function readBoundedBody(
  req: http.IncomingMessage,
  limit: number,
  done: (error: Error | null, body: Buffer | null) => void,
): void {
  if (Number(req.headers['content-length']) > limit) {
    done(null, null);
    return;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  let finished = false;
  req.on('data', (chunk: Buffer) => {
    if (finished) return;
    total += chunk.byteLength;
    if (total <= limit) {
      chunks.push(chunk);
      return;
    }
    finished = true;
    req.pause();
    done(null, null);
  });
  req.once('end', () => {
    if (finished) return;
    finished = true;
    done(null, Buffer.concat(chunks, total));
  });
  req.once('error', (error: Error) => {
    if (finished) return;
    finished = true;
    done(error, null);
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

// The flat headers of an answer without a body, per answer: the counted beacon's 204 is one object.
const bodilessHeaders = new WeakMap<Response, string[]>();

/** Writes the route's answer; at once for the 204 a counted beacon gets, after reading a refusal's body. */
function writeResponse(
  response: Response,
  res: http.ServerResponse,
  configured: readonly ConfiguredHeader[],
): Promise<void> | undefined {
  if (!response.body) {
    let headers = bodilessHeaders.get(response);
    if (!headers) {
      headers = flatHeaders(response, configured);
      bodilessHeaders.set(response, headers);
    }
    res.writeHead(response.status, headers).end();
    return undefined;
  }
  const headers = flatHeaders(response, configured);
  // A body refused past its bound stays unread; the connection is not cut under the client, which
  // would lose the answer to a reset while it is still sending (the client stops on the answer).
  return response.arrayBuffer().then((bytes) => {
    // Headers written first: Node no longer measures the body itself, and would send it chunked.
    headers.push('Content-Length', String(bytes.byteLength));
    res.writeHead(response.status, headers).end(Buffer.from(bytes));
  });
}

function answerFailed(res: http.ServerResponse, error: unknown, onError: ReadingBeaconOptions['onError']): void {
  onError('Answering a reading beacon failed', error);
  if (!res.headersSent) res.statusCode = 500;
  res.end();
}

/**
 * Answers `POST /api/views` with the route's own checks, through the bridge, before Next's
 * router: the beacon follows every page view, the router costs it about 30 cached pages (decisions
 * 050 and 052), a web `Request` about as much as the rest of the beacon (decision 056), and a
 * promise chain a third of it (decision 063). False (Next answers) for any other request, or
 * while the bridge is not connected.
 */
export function createReadingBeaconAnswer(
  options: ReadingBeaconOptions,
): (req: http.IncomingMessage, res: http.ServerResponse) => boolean {
  const configured = options.headers.map(({ key, value }) => ({ name: key.toLowerCase(), key, value }));
  return (req, res) => {
    const answer = options.bridge.answer;
    if (!answer || req.method !== 'POST' || requestPath(req.url) !== READINGS_ENDPOINT) return false;
    readBoundedBody(req, READING_BODY_LIMIT, (error, body) => {
      try {
        if (error) throw error;
        const response = answer({ headers: new NodeHeaderReader(req.headers), peer: req.socket.remoteAddress }, body);
        const written =
          response instanceof Promise
            ? response.then((settled) => writeResponse(settled, res, configured))
            : writeResponse(response, res, configured);
        written?.catch((failure: unknown) => answerFailed(res, failure, options.onError));
      } catch (failure) {
        answerFailed(res, failure, options.onError);
      }
    });
    return true;
  };
}
