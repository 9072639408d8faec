import 'server-only';
import { POST } from '@/app/api/views/route';
import { readingBeaconBridge } from '@/front-server/bridge/reading-beacon-bridge';

/** Lets the front server (src/front-server/server.ts) answer the reading beacon before Next (decision 052). */
export function connectReadingBeacon(): void {
  readingBeaconBridge().answer = POST;
}
