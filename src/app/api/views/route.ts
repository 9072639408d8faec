import type { ReadingBeacon } from '@/lib/statistics/counted-reading';
import { publicRoute } from '@/server/http/route';
import { READING_BEACON_ROUTE } from '@/server/statistics/reading-beacon';

/**
 * The reading beacon (decision 045) when Next answers it: before the front server is connected,
 * or without the front server. The front server answers it with the same spec (decision 056).
 */
export const POST = publicRoute<ReadingBeacon>(READING_BEACON_ROUTE);
