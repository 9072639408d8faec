import 'server-only';
import { readingBeaconBridge } from '@/front-server/bridge/reading-beacon-bridge';

/**
 * Lets the front server (src/front-server/server.ts) answer the reading beacon before Next
 * (decision 052). The route is loaded with the first beacon, not at start: its imports reach
 * Next's client-side modules, which only load inside Next, and a start that throws leaves a
 * server answering 500 (tests/faults/start-waits-for-database.test.ts).
 */
export function connectReadingBeacon(): void {
  let route: Promise<typeof import('@/app/api/views/route')> | undefined;
  readingBeaconBridge().answer = async (request) => {
    route ??= import('@/app/api/views/route');
    return (await route).POST(request);
  };
}
