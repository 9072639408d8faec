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

/**
 * The request's body as the route reads it: pulled from the socket as the route asks, so a route
 * that stops past its bound (or never reads) leaves the rest unread.
 */
function bodyStream(req: http.IncomingMessage): ReadableStream<Uint8Array> {
  let detach = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const onData = (chunk: Buffer) => {
        controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
        if ((controller.desiredSize ?? 0) <= 0) req.pause();
      };
      const onEnd = () => controller.close();
      const onError = (error: Error) => controller.error(error);
      req.pause();
      req.on('data', onData).once('end', onEnd).once('error', onError);
      detach = () => {
        req.off('data', onData).off('end', onEnd).off('error', onError);
        req.pause();
      };
    },
    pull() {
      req.resume();
    },
    cancel() {
      detach();
    },
  });
}

/** The Node request as the web `Request` a route handler receives. */
function webRequest(req: http.IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  return new Request(url, { method: 'POST', headers, body: bodyStream(req), duplex: 'half' } as RequestInit);
}

async function writeResponse(response: Response, res: http.ServerResponse, options: ReadingBeaconOptions) {
  for (const { key, value } of options.headers) res.setHeader(key, value);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  // A body refused past its bound stays unread; the connection is not cut under the client, which
  // would lose the answer to a reset while it is still sending (the client stops on the answer).
  res.statusCode = response.status;
  res.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

/**
 * Answers `POST /api/views` with the route's own handler, through the bridge, before Next's
 * router: the beacon follows every page view and the router costs it about 30 cached pages
 * (decisions 050 and 052). Undefined (Next answers) for any other request, or while the
 * bridge is not connected.
 */
export function createReadingBeaconAnswer(
  options: ReadingBeaconOptions,
): (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void> | undefined {
  return (req, res) => {
    const answer = options.bridge.answer;
    if (!answer || req.method !== 'POST' || requestPath(req.url) !== READING_BEACON_PATH) return undefined;
    return answer(webRequest(req)).then((response) => writeResponse(response, res, options));
  };
}
