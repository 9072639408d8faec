import 'server-only';
import { readingBeaconSchema, type ReadingBeacon } from '@/lib/statistics/counted-reading';
import { READING_BODY_LIMIT } from '@/lib/statistics/readings-endpoint';
import { failureAnswer, foreignOriginRefusal, noContent, routeInput } from '@/server/http/route';
import { type BeaconRequest, recordBeacon } from './record-beacon';

/**
 * What the public pages' script reports once a page is shown (a view, with where the reader
 * came from) or when a booking link is followed: the pages themselves stay cacheable and set no
 * cookie. Only from the site's own pages; counted later, in a batch (decision 045). One spec for
 * its two doors: Next's route (src/app/api/views/route.ts) and the front server (decision 063).
 */
export const READING_BEACON_ROUTE = {
  body: { limit: READING_BODY_LIMIT, as: 'json' as const },
  schema: readingBeaconSchema,
  handle: async ({ request, input }: { request: BeaconRequest; input: ReadingBeacon }) => {
    await recordBeacon(request, input);
    return noContent();
  },
  failure: { log: 'Recording a page reading failed', message: 'La lecture n’a pas pu être comptée.' },
};

// One object for every counted beacon at the front server's door, which writes its headers once.
const COUNTED = noContent();

/**
 * The beacon answered at the front server's door (decision 063), from its headers and its body
 * read under READING_BODY_LIMIT (null past it): the route's checks in the route's order, with the
 * route's answers, decided at once. Only a request carrying a session waits, for the staff lookup.
 */
export function answerReadingBeacon(request: BeaconRequest, bytes: Buffer | null): Response | Promise<Response> {
  try {
    const checked = foreignOriginRefusal(request) ?? routeInput(READING_BEACON_ROUTE, request, bytes);
    if (checked instanceof Response) return checked;
    const lookup = recordBeacon(request, checked.input);
    if (!lookup) return COUNTED;
    return lookup.then(
      () => COUNTED,
      (error: unknown) => failureAnswer(error, READING_BEACON_ROUTE.failure),
    );
  } catch (error) {
    return failureAnswer(error, READING_BEACON_ROUTE.failure);
  }
}
