import 'server-only';
import { isbot } from 'isbot';
import { AUTH_COOKIE_PREFIX } from '@/lib/auth/auth-cookie';
import { countedReading, type ReadingBeacon } from '@/lib/statistics/counted-reading';
import { referrerSource } from '@/lib/statistics/referrer-source';
import { auth } from '@/server/auth/auth';
import { clientAddress } from '@/server/auth/client-address';
import { getCurrentStaff } from '@/server/auth/session';
import type { RouteRequest } from '@/server/http/route';
import { siteOrigins } from '@/server/same-origin';
import { recordReading } from './reading-queue';

const siteHosts = () => siteOrigins().map((origin) => new URL(origin).hostname);

/** Whether the request carries a signed-in staff member's session: staff reading the site are not readers. */
async function isStaff(request: RouteRequest): Promise<boolean> {
  // Readers have no session cookie: only requests that carry one pay for the database lookup.
  if (!(request.headers.get('cookie') ?? '').includes(`${AUTH_COOKIE_PREFIX}.session_token`)) return false;
  return (await getCurrentStaff(request.headers)) !== null;
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
  if (!reading || (await isStaff(request))) return;
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
