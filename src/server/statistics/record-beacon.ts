import 'server-only';
import { isbot } from 'isbot';
import { AUTH_COOKIE_PREFIX } from '@/lib/auth/auth-cookie';
import { countedReading, type ReadingBeacon } from '@/lib/statistics/counted-reading';
import { referrerSource } from '@/lib/statistics/referrer-source';
import { auth } from '@/server/auth/auth';
import { clientAddress } from '@/server/auth/client-address';
import { getCurrentStaff } from '@/server/auth/session';
import type { RouteRequest } from '@/server/http/route';
import { siteHosts } from '@/server/same-origin';
import { recordReading } from './reading-queue';

/**
 * The request's cookies when they hold a session, else null: readers carry none, so only such
 * requests pay for the staff lookup, which reads nothing else of the request.
 */
function sessionCookies(request: RouteRequest): string | null {
  const cookies = request.headers.get('cookie');
  return cookies?.includes(`${AUTH_COOKIE_PREFIX}.session_token`) ? cookies : null;
}

/**
 * Queues what a public page's beacon reports (decision 045), unless it comes from a robot (a
 * maintained list, isbot), from a signed-in staff member, or names a page that is not ours.
 * Counting happens later, in a batch: the answer never waits for the database.
 */
export async function recordBeacon(request: RouteRequest, beacon: ReadingBeacon): Promise<void> {
  const userAgent = request.headers.get('user-agent') ?? '';
  if (userAgent === '' || isbot(userAgent)) return;
  const reading = countedReading(beacon);
  const cookies = sessionCookies(request);
  // Staff reading the site are not readers.
  if (!reading || (cookies !== null && (await getCurrentStaff(new Headers({ cookie: cookies }))) !== null)) return;
  const { category, domain } =
    reading.metric === 'view' ? referrerSource(reading.referrer, siteHosts()) : { category: '' as const, domain: '' };
  recordReading({
    metric: reading.metric,
    page: reading.page,
    searchTerm: reading.searchTerm,
    source: category,
    domain,
    reader: { address: clientAddress(request, auth().options), userAgent },
  });
}
