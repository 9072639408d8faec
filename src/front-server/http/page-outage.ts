import type { IncomingMessage, ServerResponse } from 'node:http';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { HTML, OUTAGE_PAGE_HTML, type OutageAudience, outageHeaders } from '@/lib/http/outage-answer';
import { createLogThrottle, type LogThrottle } from '@/lib/logging/log-throttle';
import { requestPath } from '@/lib/text/url-encoding';

// Answered without the database: routes answer their own outage in JSON, files are files.
const NOT_PAGES = ['/api/', '/_next/', '/uploads/'];
const FILES = new Set(['/icon.svg', '/favicon.ico']);

/** The audience of a page Next would render, or null for what is not a page. */
function pageAudience(req: IncomingMessage): OutageAudience | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const path = requestPath(req.url);
  if (FILES.has(path) || NOT_PAGES.some((prefix) => path.startsWith(prefix))) return null;
  return path === '/admin' || path.startsWith('/admin/') ? 'staff' : 'public';
}

export type PageOutageOptions = {
  /** The page cache's content stamp, read at most every 100 ms: it fails when the database does. */
  readStamp: () => Promise<unknown>;
  /** Whether the public page cache answers this request (it has its own outage answer: the last copy). */
  answeredByCache: (req: IncomingMessage) => boolean;
  warn: (message: string) => void;
  /** One line per interval (tests give their own clock). */
  throttle?: LogThrottle;
};

/**
 * Before Next renders a page the page cache does not answer (the back office, the request's
 * confirmation, a review link, a not-found page): if the database cannot be reached, the one
 * outage page (503, French, Retry-After) is answered here, and Next never renders one more page
 * that would fail with a stack in the log; the outage is said once per interval (decision 034).
 * True when it answered.
 */
export function createPageOutageAnswer({
  readStamp,
  answeredByCache,
  warn,
  throttle = createLogThrottle(),
}: PageOutageOptions) {
  return async function answeredDuringOutage(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const audience = pageAudience(req);
    if (!audience || answeredByCache(req)) return false;
    try {
      await readStamp();
      return false;
    } catch (error) {
      // Anything else is Next's to render (and its error page's to explain).
      if (!isDatabaseUnavailable(error)) return false;
      const decision = throttle('page');
      if (decision.log)
        warn(
          `Pages answered 503: database unavailable (${error instanceof Error ? error.message : String(error)})${decision.suppressed > 0 ? `, ${decision.suppressed} more since the last line` : ''}`,
        );
    }
    res.writeHead(503, outageHeaders(HTML, audience));
    res.end(req.method === 'HEAD' ? undefined : OUTAGE_PAGE_HTML[audience]);
    return true;
  };
}
