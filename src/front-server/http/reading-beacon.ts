import type http from 'node:http';
import type { ReadingBeaconBridge } from '@/front-server/bridge/reading-beacon-bridge';
import { requestPath } from '@/lib/text/url-encoding';

/** The beacon's address (src/app/api/views/route.ts); its query is ignored, as Next's router does. */
export const READING_BEACON_PATH = '/api/views';

type ReadingBeaconOptions = {
  bridge: ReadingBeaconBridge;
  /** What next.config.ts `headers()` adds to every answer of this address. */
  headers: { key: string; value: string }[];
};

/** The request's headers as a web `Headers` (Node joins repeated ones, as Next's adapter does). */
function webHeaders(req: http.IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
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

async function writeResponse(response: Response, res: http.ServerResponse, options: ReadingBeaconOptions) {
  // One flat list for writeHead, where a setHeader per header validated and stored each on its
  // own, on every beacon (decision 059). The route's own headers win.
  const headers: string[] = [];
  for (const { key, value } of options.headers) if (!response.headers.has(key)) headers.push(key, value);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push(name, value);
  });
  for (const cookie of response.headers.getSetCookie()) headers.push('Set-Cookie', cookie);
  // A body refused past its bound stays unread; the connection is not cut under the client, which
  // would lose the answer to a reset while it is still sending (the client stops on the answer).
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
  // Headers written first: Node no longer measures the body itself, and would send it chunked.
  if (body) headers.push('Content-Length', String(body.byteLength));
  res.writeHead(response.status, headers).end(body);
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
  return (req, res) => {
    const answer = options.bridge.answer;
    if (!answer || req.method !== 'POST' || requestPath(req.url) !== READING_BEACON_PATH) return undefined;
    return answer({ headers: webHeaders(req) }, (limit) => readBody(req, limit)).then((response) =>
      writeResponse(response, res, options),
    );
  };
}
