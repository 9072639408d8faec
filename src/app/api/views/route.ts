import { readingBeaconSchema, type ReadingBeacon } from '@/lib/statistics/counted-reading';
import { noContent, publicRoute } from '@/server/http/route';
import { recordBeacon } from '@/server/statistics/record-beacon';

// The beacon sends a path, a referrer and a kind: well under a kilobyte. Anything bigger is refused unread.
const BEACON_BODY_LIMIT = 4 * 1024;

/**
 * What the public pages' script reports once a page is shown (a view, with where the reader
 * came from) or when a booking link is followed: the pages themselves stay cacheable and set no
 * cookie. Only from the site's own pages; counted later, in a batch (decision 045). The front
 * server answers it with this same handler before Next's router (decision 052).
 */
export const POST = publicRoute<ReadingBeacon>({
  body: { limit: BEACON_BODY_LIMIT, as: 'json' },
  schema: readingBeaconSchema,
  handle: async ({ request, input }) => {
    await recordBeacon(request, input);
    return noContent();
  },
  failure: { log: 'Recording a page reading failed', message: 'La lecture n’a pas pu être comptée.' },
});
