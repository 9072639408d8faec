import 'server-only';
import { readingBeaconSchema, type ReadingBeacon } from '@/lib/statistics/counted-reading';
import { noContent, publicHandler, type RouteRequest } from '@/server/http/route';
import { recordBeacon } from './record-beacon';

// The beacon sends a path, a referrer and a kind: well under a kilobyte. Anything bigger is refused unread.
export const BEACON_BODY_LIMIT = 4 * 1024;

/**
 * What the public pages' script reports once a page is shown (a view, with where the reader
 * came from) or when a booking link is followed: the pages themselves stay cacheable and set no
 * cookie. Only from the site's own pages; counted later, in a batch (decision 045). One spec for
 * its two doors: Next's route (src/app/api/views/route.ts) and the front server (decision 056).
 */
export const READING_BEACON_ROUTE = {
  body: { limit: BEACON_BODY_LIMIT, as: 'json' as const },
  schema: readingBeaconSchema,
  handle: async ({ request, input }: { request: RouteRequest; input: ReadingBeacon }) => {
    await recordBeacon(request, input);
    return noContent();
  },
  failure: { log: 'Recording a page reading failed', message: 'La lecture n’a pas pu être comptée.' },
};

/** The beacon answered from its headers and a body the caller reads under the bound (the front server's door). */
export const answerReadingBeacon = publicHandler<ReadingBeacon>(READING_BEACON_ROUTE);
