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

/** Whether the request carries a session cookie: readers have none, so only such requests pay for the database lookup. */
const carriesSession = (request: RouteRequest) =>
  (request.headers.get('cookie') ?? '').includes(`${AUTH_COOKIE_PREFIX}.session_token`);

/**
 * Queues what a public page's beacon reports (decision 045), unless it comes from a robot (a
 * maintained list, isbot), from a signed-in staff member, or names a page that is not ours.
 * Counting happens later, in a batch: the answer never waits for the database.
 */
export async function recordBeacon(request: RouteRequest, beacon: ReadingBeacon): Promise<void> {
  const userAgent = request.headers.get('user-agent') ?? '';
  if (userAgent === '' || isbot(userAgent)) return;
  const reading = countedReading(beacon);
  // Staff reading the site are not readers.
  if (!reading || (carriesSession(request) && (await getCurrentStaff(request.headers)) !== null)) return;
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
