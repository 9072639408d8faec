import 'server-only';
import { isDatabaseUnavailable } from '@/lib/db/database-unavailable';
import type { QueuedReading } from '@/lib/statistics/queued-reading';
import { processSingleton } from '@/lib/process-singleton';
import { db } from '@/server/db/client';
import { logger } from '@/server/logger';
import { warnThrottled } from '@/server/throttled-log';
import { deleteExpiredReadings, storeReadings } from './reading-store';

/** Readings are counted in batches, after the page is served, at most this long after they happen. */
export const FLUSH_EVERY_MS = 5_000;
/** A flood cannot grow memory: past this many waiting readings, new ones are dropped until the next flush. */
export const MAX_WAITING_READINGS = 5_000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;

type Queue = { waiting: QueuedReading[]; timer: NodeJS.Timeout | null; lastSweep: number };

// One queue per process: Next bundles the counting route and the statistics page separately, and
// a module-level queue would be one per bundle, so the page could not flush what the route holds.
const queue = processSingleton<Queue>('statistics-readings', () => ({ waiting: [], timer: null, lastSweep: 0 }));

/** Adds a reading to the next batch; false when the batch is full (the reading is dropped). */
export function recordReading(reading: QueuedReading): boolean {
  if (queue.waiting.length >= MAX_WAITING_READINGS) {
    warnThrottled(
      'statistics-queue-full',
      { waiting: queue.waiting.length },
      'Statistics: too many readings waiting, dropping new ones',
    );
    return false;
  }
  queue.waiting.push(reading);
  // unref: a batch waiting to be counted never keeps a stopping process alive.
  queue.timer ??= setTimeout(() => void flushReadings(), FLUSH_EVERY_MS).unref();
  return true;
}

/**
 * Counts every waiting reading now (the timer does it within FLUSH_EVERY_MS; « Statistiques »
 * does it before reading the figures). A database outage drops the batch with one warning per
 * interval: statistics are worth less than the memory a growing backlog would take.
 */
export async function flushReadings(now = new Date()): Promise<void> {
  if (queue.timer) clearTimeout(queue.timer);
  queue.timer = null;
  const batch = queue.waiting;
  queue.waiting = [];
  try {
    if (batch.length > 0) await storeReadings(db(), batch, now);
    if (now.getTime() - queue.lastSweep >= SWEEP_EVERY_MS) {
      queue.lastSweep = now.getTime();
      await deleteExpiredReadings(db(), now);
    }
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      warnThrottled(
        'statistics-database-unavailable',
        { dropped: batch.length },
        'Statistics: database unavailable, readings dropped',
      );
      return;
    }
    logger.error({ err: error, dropped: batch.length }, 'Statistics: storing readings failed');
  }
}
