import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { isWellFormedActionBody, MALFORMED_ACTION_MESSAGE } from '@/lib/server-action-body';
import { SERVER_ACTION_BODY_LIMIT, SERVER_ACTION_TOO_LARGE_MESSAGE } from '@/lib/server-action-limit';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Next's header on a server action call (its value is the action's id). */
export function isServerActionCall(req: IncomingMessage): boolean {
  return req.method === 'POST' && req.headers['next-action'] !== undefined;
}

// What a refused body may still send while the answer travels back, discarded as it comes; past
// that the connection is cut. Closing at once would reset it before the client reads the answer.
const DISCARDED_AFTER_REFUSAL = 8 * 1024 * 1024;

function refuse(req: IncomingMessage, res: ServerResponse, status: 400 | 413, message: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(message);
  let discarded = 0;
  req.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARDED_AFTER_REFUSAL) req.socket.destroy();
  });
  req.resume();
}

/** The body, or null as soon as it passes `limit` (announced or counted: chunked bodies announce nothing). */
function readBounded(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      req.off('data', onData);
      req.pause();
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        stop();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, total)));
    req.once('error', reject);
  });
}

/** The same request, its body already read: what Next reads from it is `body`. */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new http.IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  const { 'transfer-encoding': _chunked, ...headers } = req.headers;
  copy.headers = { ...headers, 'content-length': String(body.length) };
  copy.rawHeaders = Object.entries(copy.headers).flatMap(([name, value]) => (Array.isArray(value) ? value.flatMap((item) => [name, item]) : [name, String(value)]));
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}

/**
 * Server action calls, before Next: a body over Next's 1 MB limit is refused with 413 as soon as
 * it passes the limit (Next would read a chunked one to its end, then answer 500), and a body
 * Next could not decode with 400 (Next would answer 500 and log a stack). The rest reaches Next
 * as sent. Decisions 016 and 023.
 */
export async function handleServerActionCall(req: IncomingMessage, res: ServerResponse, next: Handler): Promise<void> {
  const body = await readBounded(req, SERVER_ACTION_BODY_LIMIT);
  if (body === null) return refuse(req, res, 413, SERVER_ACTION_TOO_LARGE_MESSAGE);
  if (!(await isWellFormedActionBody(req.headers['content-type'], body))) return refuse(req, res, 400, MALFORMED_ACTION_MESSAGE);
  return next(replay(req, body), res);
}
