import 'server-only';
import { readingBeaconBridge } from '@/front-server/bridge/reading-beacon-bridge';

/**
 * Lets the front server (src/front-server/server.ts) answer the reading beacon before Next
 * (decisions 052 and 056). The handler is loaded with the first beacon, not at start: its imports
 * reach Next's client-side modules, which only load inside Next, and a start that throws leaves a
 * server answering 500 (tests/faults/start-waits-for-database.test.ts).
 */
export function connectReadingBeacon(): void {
  let handler: Promise<typeof import('@/server/statistics/reading-beacon')> | undefined;
  readingBeaconBridge().answer = async (request, readBody) => {
    handler ??= import('@/server/statistics/reading-beacon');
    return (await handler).answerReadingBeacon(request, readBody);
  };
}
