import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { NOT_FOUND_PATH_HEADER } from '@/lib/site/not-found-page';
import { removeFrameworkScripts } from '@/front-server/page-cache/framework-scripts';
import { expectsSiteNotFoundPage, isNotFoundPage } from '@/front-server/page-cache/not-found-answer';
import { withoutInlineScripts } from '@/lib/http/security-headers';
import { captureResponse } from './capture-response';
import { NO_STORE } from '@/lib/http/no-store';

type Render = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** Next's own route for an address that matches no other: it renders src/app/not-found.tsx. */
export const NOT_FOUND_ROUTE = '/_not-found';

export type SiteNotFoundOptions = {
  /** The app's request handler. */
  render: Render;
  /** The app's answer for an address that matches no route: src/app/not-found.tsx. */
  renderNotFound: Render;
  onError: (message: string, error: unknown) => void;
};

function contentTypeIn(headers: unknown): unknown {
  if (typeof headers !== 'object' || headers === null || Array.isArray(headers)) return undefined;
  return Object.entries(headers as OutgoingHttpHeaders).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
}

/**
 * Runs the app's handler and lets its answer through as it streams, unless it is a not-found page:
 * that one is held back and dropped (true). Passing through, the methods stay in place: Next's
 * compression wraps them during the rendering, and putting the originals back would take it out
 * halfway through the answer.
 */
function heldBackNotFound(res: ServerResponse, render: () => Promise<void>): Promise<boolean> {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const restore = () => Object.assign(res, original);
  let held: boolean | undefined;
  const decide = (status = res.statusCode, contentType: unknown = res.getHeader('content-type')) => {
    held ??= isNotFoundPage(status, contentType ?? res.getHeader('content-type'));
    return held;
  };
  return new Promise<boolean>((resolve, reject) => {
    res.writeHead = function writeHead(status: number, ...rest: unknown[]) {
      if (!decide(status, contentTypeIn(rest.find((arg) => typeof arg === 'object'))))
        return original.writeHead.apply(res, [status, ...rest] as never);
      return res;
    } as ServerResponse['writeHead'];
    res.flushHeaders = () => {
      if (!decide()) original.flushHeaders.call(res);
    };
    res.write = function write(chunk: unknown, ...rest: unknown[]) {
      if (!decide()) return original.write.apply(res, [chunk, ...rest] as never);
      const callback = rest.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    } as ServerResponse['write'];
    res.end = function end(...args: unknown[]) {
      if (!decide()) return original.end.apply(res, args as never);
      restore();
      resolve(true);
      const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
      if (callback) res.once('finish', () => callback());
      return res;
    } as ServerResponse['end'];
    render().then(
      () => {
        // Nothing written yet: whatever comes later goes through as it is.
        held ??= false;
        if (!held) resolve(false);
      },
      (error: unknown) => {
        if (held) restore();
        reject(error);
      },
    );
  });
}

/**
 * The app's request handler, with every not-found answer of the public site made the site's
 * not-found page (decision 030). Next answers `notFound()` in a page with an empty document that
 * only its scripts fill in, while an address matching no route gets src/app/not-found.tsx rendered
 * on the server: every 404 is rendered that way, told which address was missing. Like the cached
 * pages, it is sent without the framework's scripts, under a policy without inline script, and
 * for no shared cache to keep.
 */
export function withSiteNotFoundPage({ render, renderNotFound, onError }: SiteNotFoundOptions): Render {
  return async (req, res) => {
    // Only this server says which address was not found.
    delete req.headers[NOT_FOUND_PATH_HEADER];
    if (!expectsSiteNotFoundPage(req)) return render(req, res);
    let page: Awaited<ReturnType<typeof captureResponse>>;
    try {
      if (!(await heldBackNotFound(res, () => render(req, res)))) return;
      req.headers[NOT_FOUND_PATH_HEADER] = req.url ?? '/';
      // Plain bytes, to take the scripts out; what the dropped answer said of its encoding goes too.
      delete req.headers['accept-encoding'];
      res.removeHeader('content-encoding');
      // One response rendered twice: each rendering listens for its end (Node would warn of a leak).
      res.setMaxListeners(2 * res.getMaxListeners());
      page = await captureResponse(res, () => renderNotFound(req, res));
    } catch (error) {
      // The visitor left before the page was ready: nothing to send.
      if (res.destroyed) return;
      throw error;
    }
    const html = removeFrameworkScripts(page.body.toString('utf8'));
    // Next's security headers for this address stay, as set for the first answer.
    const policy = page.headers['content-security-policy'];
    if (html === null)
      onError(
        'The not-found page streamed a part that needs the framework scripts; it is sent with them',
        new Error('streamed segment'),
      );
    else if (policy !== undefined) res.setHeader('Content-Security-Policy', withoutInlineScripts(String(policy)));
    // The answer of this one request: no shared cache may keep it as the page of that address.
    res.setHeader('Cache-Control', NO_STORE);
    for (const name of ['content-length', 'etag']) res.removeHeader(name);
    res.statusCode = 404;
    res.end(html ?? page.body);
  };
}
