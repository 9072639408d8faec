import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export type CapturedResponse = { status: number; headers: OutgoingHttpHeaders; body: Buffer };

type Callback = (error?: Error | null) => void;

/**
 * Holds back everything the app writes on `res` until it ends, then hands it over instead of
 * sending it: the page cache decides what to keep and sends the answer itself. The response's
 * own methods are restored before the promise settles, so the caller writes with them.
 */
export function captureResponse(res: ServerResponse, render: () => Promise<void>): Promise<CapturedResponse> {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const chunks: Buffer[] = [];
  const restore = () => Object.assign(res, original);
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    else chunks.push(Buffer.from(chunk as Uint8Array));
  };
  const callbackOf = (...args: unknown[]) => args.find((arg): arg is Callback => typeof arg === 'function');

  let ended = false;
  return new Promise<CapturedResponse>((resolve, reject) => {
    res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
      res.statusCode = status;
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null);
      if (Array.isArray(headers)) {
        for (let index = 0; index + 1 < headers.length; index += 2)
          res.setHeader(String(headers[index]), headers[index + 1]);
      } else if (headers) {
        for (const [name, value] of Object.entries(headers))
          if (value !== undefined) res.setHeader(name, value as string);
      }
      return res;
    } as ServerResponse['writeHead'];
    res.flushHeaders = () => {};
    res.write = function write(chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      const callback = callbackOf(...rest);
      if (callback) process.nextTick(callback);
      return true;
    } as ServerResponse['write'];
    res.end = function end(chunk?: unknown, ...rest: unknown[]) {
      ended = true;
      collect(chunk, rest[0]);
      restore();
      resolve({ status: res.statusCode, headers: res.getHeaders(), body: Buffer.concat(chunks) });
      const callback = callbackOf(chunk, ...rest);
      if (callback) res.once('finish', () => callback());
      return res;
    } as ServerResponse['end'];

    const fail = (error: unknown) => {
      if (ended) return;
      ended = true;
      restore();
      reject(error);
    };
    // The app may end the response after its handler returned; a visitor who leaves first must
    // not leave the page "being rendered" for the requests waiting on it.
    res.once('close', () => fail(new Error('The client closed the connection before the page was rendered')));
    render().catch(fail);
  });
}
