import type { IncomingMessage, ServerResponse } from 'node:http';
import { BACK_OFFICE_OUTAGE_PAGE_HTML, BACK_OFFICE_RETRY_AFTER_SECONDS } from '@/lib/site/back-office-outage-page';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import { requestPath } from '@/lib/text/url-encoding';
import { PRIVATE_NO_STORE } from '@/lib/http/no-store';

const isBackOfficePage = (req: IncomingMessage) => {
  const path = requestPath(req.url);
  return (req.method === 'GET' || req.method === 'HEAD') && (path === '/admin' || path.startsWith('/admin/'));
};

/**
 * Before Next renders a back-office page: if the database cannot be reached (the page cache's
 * content stamp, read at most every 100 ms, cannot be read), the French 503 page with
 * `Retry-After` is answered here and Next never renders one more page that would fail with a
 * stack in the log (decision 034). True when it answered.
 */
export function createBackOfficeOutageAnswer(readStamp: () => Promise<unknown>) {
  return async function answeredDuringOutage(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    if (!isBackOfficePage(req)) return false;
    try {
      await readStamp();
      return false;
    } catch (error) {
      // Anything else is Next's to render (and its error page's to explain).
      if (!isDatabaseUnavailable(error)) return false;
    }
    res.writeHead(503, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': PRIVATE_NO_STORE,
      'Retry-After': String(BACK_OFFICE_RETRY_AFTER_SECONDS),
    });
    res.end(req.method === 'HEAD' ? undefined : BACK_OFFICE_OUTAGE_PAGE_HTML);
    return true;
  };
}
