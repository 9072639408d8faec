import { READING_BODY_LIMIT } from '@/lib/statistics/readings-endpoint';
import { readingBeaconSchema, type ReadingBeacon } from '@/lib/statistics/counted-reading';
import { noContent, publicRoute } from '@/server/http/route';
import { recordBeacon } from '@/server/statistics/record-beacon';

/**
 * The reading beacon (decisions 045 and 067): the one door through which the public pages' script
 * reports a view or a booking link followed. Only from the site's own pages; answered 204 at once,
 * counted later in a batch.
 */
export const POST = publicRoute<ReadingBeacon>({
  body: { limit: READING_BODY_LIMIT, as: 'json' },
  schema: readingBeaconSchema,
  handle: async ({ request, input }) => {
    await recordBeacon(request, input);
    return noContent();
  },
  failure: { log: 'Recording a page reading failed', message: 'La lecture n’a pas pu être comptée.' },
});
