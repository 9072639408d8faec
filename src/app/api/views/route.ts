import type { NextRequest } from 'next/server';
import { readingBeaconSchema } from '@/lib/statistics/counted-reading';
import { BODY_TOO_LARGE_MESSAGE, BodyTooLargeError, readLimitedRequestBody } from '@/server/http/read-limited-body';
import { logger } from '@/server/logger';
import { isFromOwnSite } from '@/server/same-origin';
import { recordBeacon } from '@/server/statistics/record-beacon';

const noStore = { 'Cache-Control': 'no-store' };
const done = () => new Response(null, { status: 204, headers: noStore });
// The beacon sends a path, a referrer and a kind: well under a kilobyte. Anything bigger is refused unread.
const BEACON_BODY_LIMIT = 4 * 1024;

/** The beacon's JSON, null when it is not JSON; throws BodyTooLargeError past the limit. */
async function readBeacon(request: Request): Promise<unknown> {
  const bytes = await readLimitedRequestBody(request, BEACON_BODY_LIMIT);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * What the public pages' script reports once a page is shown (a view, with where the reader
 * came from) or when a booking link is followed: the pages themselves stay cacheable and set no
 * cookie. Only from the site's own pages; counted later, in a batch (decision 045).
 */
export async function POST(request: NextRequest) {
  if (!isFromOwnSite(request)) return new Response(null, { status: 403, headers: noStore });
  let beacon: unknown;
  try {
    beacon = await readBeacon(request);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return Response.json({ error: BODY_TOO_LARGE_MESSAGE }, { status: 413, headers: noStore });
  }
  const parsed = readingBeaconSchema.safeParse(beacon);
  if (!parsed.success) return new Response(null, { status: 400, headers: noStore });
  try {
    await recordBeacon(request, parsed.data);
  } catch (error) {
    logger.error({ err: error }, 'Recording a page reading failed');
  }
  return done();
}
