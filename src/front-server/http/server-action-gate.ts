import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import {
  formActionId,
  isMultipart,
  isWellFormedActionBody,
  MALFORMED_ACTION_MESSAGE,
  NOT_AN_ACTION_MESSAGE,
  parseMultipartForm,
} from '@/front-server/action-gate/server-action-body';
import { ACTION_NOT_FOUND_HEADER, UNKNOWN_ACTION_MESSAGE } from '@/front-server/action-gate/server-action-ids';
import {
  SERVER_ACTION_BODY_LIMIT,
  SERVER_ACTION_TOO_LARGE_MESSAGE,
} from '@/front-server/action-gate/server-action-limit';
import { FOREIGN_ORIGIN_MESSAGE } from '@/lib/http/same-origin-request';
import { requestPath } from '@/lib/text/url-encoding';
import { NO_STORE } from '@/lib/http/no-store';

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

// Route handlers, which read their own bodies with their own limits (decision 016).
const ROUTE_HANDLERS = ['/api/', '/_next/'];

/**
 * Every POST but those to route handlers: a server action call (Next's header, whatever the
 * path), and any other POST to a page, which Next would take for a form posted without its script
 * and decode itself (decision 029).
 */
export function goesThroughActionGate(req: IncomingMessage): boolean {
  if (req.method !== 'POST') return false;
  if (req.headers['next-action'] !== undefined) return true;
  const path = requestPath(req.url);
  return !ROUTE_HANDLERS.some((prefix) => path.startsWith(prefix));
}

// After a refusal the connection lingers, reading and discarding, until the client stops sending
// (quiet for LINGER_QUIET_MS), sends its end, or passes one of these bounds. Closing while it
// still sends makes its system answer our close with a reset that can throw away the answer
// before the client reads it (nginx's lingering_close, for the same reason). What the client sent
// before it read the answer is still in the sockets' buffers: over loopback that was up to 8.4 MB
// in the tests, so the byte bound leaves room for buffers several times that size.
const DISCARDED_AFTER_REFUSAL = 64 * 1024 * 1024;
const LINGER_QUIET_MS = 250;
const LINGER_MAX_MS = 5_000;

// Ids and paths are the client's text: logged as JSON (no forged lines) and cut short (no flooding).
const LOGGED_ID_LENGTH = 64;

function shown(text: string): string {
  return JSON.stringify(text.length > LOGGED_ID_LENGTH ? `${text.slice(0, LOGGED_ID_LENGTH)}…` : text);
}

function refuse(
  req: IncomingMessage,
  res: ServerResponse,
  status: 400 | 403 | 405 | 409 | 413,
  message: string,
  headers: Record<string, string> = {},
): void {
  const body = Buffer.from(message, 'utf8');
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': NO_STORE,
    Connection: 'close',
  });
  // The whole answer now (its length is announced, so the client has all of it); the end, which
  // lets Node close the connection, once the client has stopped sending.
  res.write(body);
  if (req.readableEnded) {
    res.end();
    return;
  }
  let discarded = 0;
  const close = () => {
    clearTimeout(quiet);
    clearTimeout(bound);
    req.off('data', discard);
    if (!res.writableEnded) res.end();
  };
  const discard = (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > DISCARDED_AFTER_REFUSAL) close();
    else quiet.refresh();
  };
  const quiet = setTimeout(close, LINGER_QUIET_MS);
  const bound = setTimeout(close, LINGER_MAX_MS);
  req.on('data', discard);
  req.once('end', close);
  req.once('close', close);
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
  copy.rawHeaders = Object.entries(copy.headers).flatMap(([name, value]) =>
    Array.isArray(value) ? value.flatMap((item) => [name, item]) : [name, String(value)],
  );
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}

/**
 * An id this build does not have: a page from another deploy, most of the time a tab left open
 * across one. Answered as Next answers it (409 and its not-found header, which its client router
 * turns into an UnrecognizedActionError), with French words for whoever reads the body, and one
 * warning line where Next logs a warning with a stack for each call.
 */
function refuseUnknownAction(req: IncomingMessage, res: ServerResponse, id: string): void {
  console.warn(`Server action ${shown(id)} is not in this build (a page from another deploy?): answered 409`);
  refuse(req, res, 409, UNKNOWN_ACTION_MESSAGE, { [ACTION_NOT_FOUND_HEADER]: '1' });
}

/** A refusal said in one warning line, without a stack (Next logged a stack for each). */
function refuseLogged(
  req: IncomingMessage,
  res: ServerResponse,
  status: 400 | 403 | 405 | 413,
  message: string,
  reason: string,
): void {
  console.warn(`POST ${shown(requestPath(req.url))} refused, ${reason}: answered ${status}`);
  refuse(req, res, status, message, status === 405 ? { Allow: 'GET, HEAD' } : {});
}

/**
 * Next's own check against cross-site calls, made here first: a call whose Origin names another
 * host than the one it was sent to (X-Forwarded-Host, else Host) is refused. Next refuses it too,
 * but with a 500 and an error logged for each. A call without Origin is not a browser page's.
 */
function fromAnotherHost(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  if (origin !== 'null' && !URL.canParse(origin)) return true;
  const originHost = origin === 'null' ? 'null' : new URL(origin).host;
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0]?.trim()) || req.headers.host;
  return originHost !== host;
}

/**
 * Every POST to a page, before Next (decisions 016, 023 and 029). A server action call: an id the
 * build does not know is answered 409 without reading the body; a body over Next's 1 MB limit is
 * refused with 413 as soon as it passes the limit (Next would read a chunked one to its end, then
 * answer 500), and a body Next could not decode with 400 (Next would answer 500 and log a stack).
 * A form posted without the framework's script (multipart, no header) gets the same checks, its
 * action id read from the form. Any other POST to a page is answered 405 unread, one sent from a
 * page of another host 403 unread. What passes reaches Next as sent.
 */
export async function handleServerActionCall(
  req: IncomingMessage,
  res: ServerResponse,
  next: Handler,
  knownActions: ReadonlySet<string>,
): Promise<void> {
  const header = req.headers['next-action'];
  const contentType = req.headers['content-type'];
  if (header === undefined && !isMultipart(contentType))
    return refuseLogged(req, res, 405, NOT_AN_ACTION_MESSAGE, 'not a server action call');
  if (fromAnotherHost(req)) return refuseLogged(req, res, 403, FOREIGN_ORIGIN_MESSAGE, 'sent from another host');
  if (header !== undefined && !knownActions.has(String(header))) return refuseUnknownAction(req, res, String(header));
  const body = await readBounded(req, SERVER_ACTION_BODY_LIMIT);
  if (body === null) return refuseLogged(req, res, 413, SERVER_ACTION_TOO_LARGE_MESSAGE, 'body over 1 MB');
  if (header === undefined) {
    const form = await parseMultipartForm(contentType!, body);
    if (form === null)
      return refuseLogged(req, res, 400, MALFORMED_ACTION_MESSAGE, 'multipart body that does not parse');
    const id = formActionId(form);
    if (id === null) return refuseLogged(req, res, 400, MALFORMED_ACTION_MESSAGE, 'form naming no server action');
    if (!knownActions.has(id)) return refuseUnknownAction(req, res, id);
  }
  if (!(await isWellFormedActionBody(contentType, body)))
    return refuseLogged(req, res, 400, MALFORMED_ACTION_MESSAGE, 'body Next cannot decode');
  return next(replay(req, body), res);
}
