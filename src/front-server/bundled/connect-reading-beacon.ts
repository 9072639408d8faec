import 'server-only';
import { readingBeaconBridge } from '@/front-server/bridge/reading-beacon-bridge';

/**
 * Lets the front server (src/front-server/server.ts) answer the reading beacon before Next
 * (decisions 052 and 056). The handler is loaded with the first beacon, not at start: its imports
 * reach Next's client-side modules, which only load inside Next, and a start that throws leaves a
 * server answering 500 (tests/faults/start-waits-for-database.test.ts).
 */
export function connectReadingBeacon(): void {
  let loading: Promise<typeof import('@/server/statistics/reading-beacon')> | undefined;
  let answer: typeof import('@/server/statistics/reading-beacon').answerReadingBeacon | undefined;
  readingBeaconBridge().answer = (request, body) => {
    // Once loaded, called straight away: the beacon is then answered without a promise (decision 063).
    if (answer) return answer(request, body);
    loading ??= import('@/server/statistics/reading-beacon');
    return loading.then((handler) => {
      answer = handler.answerReadingBeacon;
      return answer(request, body);
    });
  };
}
