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
import type { RouteRequest } from '@/server/http/route';
import { siteHosts } from '@/server/same-origin';
import { recordReading } from './reading-queue';

/**
 * A beacon's request: its headers and, at the front server's door, its socket's peer, given
 * there because the beacon is answered outside the request's asynchronous context (decision 063).
 * Without it, the peer recorded for the request (src/server/http/peer-address.ts).
 */
export type BeaconRequest = RouteRequest & { peer?: string };

/**
 * The request's cookies when they hold a session, else null: readers carry none, so only such
 * requests pay for the staff lookup, which reads nothing else of the request.
 */
function sessionCookies(request: RouteRequest): string | null {
  const cookies = request.headers.get('cookie');
  return cookies?.includes(`${AUTH_COOKIE_PREFIX}.session_token`) ? cookies : null;
}

function queueReading(request: BeaconRequest, reading: CountedReading, userAgent: string): void {
  const { category, domain } =
    reading.metric === 'view' ? referrerSource(reading.referrer, siteHosts()) : { category: '' as const, domain: '' };
  recordReading({
    metric: reading.metric,
    page: reading.page,
    searchTerm: reading.searchTerm,
    source: category,
    domain,
    reader: { address: clientAddress(request, auth().options, { peer: request.peer }), userAgent },
  });
}

/**
 * Queues a reading unless it comes from a robot (a maintained list, isbot) or from a signed-in
 * staff member. Done at once, except for a request carrying a session: the promise of the staff
 * lookup then.
 */
function recordCounted(request: BeaconRequest, reading: CountedReading): Promise<void> | undefined {
  const userAgent = request.headers.get('user-agent') ?? '';
  if (userAgent === '' || isbot(userAgent)) return undefined;
  const cookies = sessionCookies(request);
  if (cookies === null) {
    queueReading(request, reading, userAgent);
    return undefined;
  }
  // Staff reading the site are not readers.
  return getCurrentStaff(new Headers({ cookie: cookies })).then((staff) => {
    if (staff === null) queueReading(request, reading, userAgent);
  });
}

/**
 * Queues what a public page's beacon reports (decision 045), unless it names a page that is not
 * ours, comes from a robot or from a signed-in staff member. Counting happens later, in a batch:
 * the answer never waits for the database.
 */
export function recordBeacon(request: BeaconRequest, beacon: ReadingBeacon): Promise<void> | undefined {
  const reading = countedReading(beacon);
  return reading ? recordCounted(request, reading) : undefined;
}

/**
 * Queues a stored appointment request as a booking action of the page the reader came to the
 * form from (decision 064). The server records it, never a beacon: no page can report one.
 */
export function recordAppointmentRequest(request: BeaconRequest, from: string): Promise<void> | undefined {
  return recordCounted(request, {
    metric: 'request',
    page: creditedRequestPage(from),
    searchTerm: null,
    referrer: null,
  });
}
