import 'server-only';
import { isbot } from 'isbot';
import { AUTH_COOKIE_PREFIX } from '@/lib/auth/auth-cookie';
import {
  countedReading,
  creditedRequestPage,
  type CountedReading,
  type ReadingBeacon,
} from '@/lib/statistics/counted-reading';
import { referrerSource } from '@/lib/statistics/referrer-source';
import { auth } from '@/server/auth/auth';
import { clientAddress } from '@/server/auth/client-address';
import { getCurrentStaff } from '@/server/auth/session';
import { siteHosts } from '@/server/same-origin';
import { recordReading } from './reading-queue';

/** Whether the request carries a signed-in staff member's session: staff reading the site are not readers. */
async function isStaff(request: Request): Promise<boolean> {
  // Readers have no session cookie: only requests that carry one pay for the database lookup.
  if (!(request.headers.get('cookie') ?? '').includes(`${AUTH_COOKIE_PREFIX}.session_token`)) return false;
  return (await getCurrentStaff(request.headers)) !== null;
}

/**
 * Queues a reading unless it comes from a robot (a maintained list, isbot) or from a signed-in
 * staff member. Counting happens later, in a batch: the answer never waits for the database.
 */
async function recordCounted(request: Request, reading: CountedReading): Promise<void> {
  const userAgent = request.headers.get('user-agent') ?? '';
  if (userAgent === '' || isbot(userAgent) || (await isStaff(request))) return;
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

/** Queues what a public page's beacon reports (decision 045), unless it names a page that is not ours. */
export async function recordBeacon(request: Request, beacon: ReadingBeacon): Promise<void> {
  const reading = countedReading(beacon);
  if (reading) await recordCounted(request, reading);
}

/**
 * Queues a stored appointment request as a booking action of the page the reader came to the
 * form from (decision 064). The server records it, never a beacon: no page can report one.
 */
export function recordAppointmentRequest(request: Request, from: string): Promise<void> {
  return recordCounted(request, {
    metric: 'request',
    page: creditedRequestPage(from),
    searchTerm: null,
    referrer: null,
  });
}
