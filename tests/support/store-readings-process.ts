/**
 * A second app process for the statistics tests: stores the readings given as JSON in
 * READINGS at the instant NOW, through its own database connection, then exits. Two of these
 * started together are two processes flushing at once.
 */
import { closeDb, db } from '@/server/db/client';
import { storeReadings } from '@/server/statistics/reading-store';

const counted = await storeReadings(
  db(),
  JSON.parse(process.env.READINGS ?? '[]'),
  new Date(process.env.NOW ?? Date.now()),
);
await closeDb();
process.stdout.write(String(counted));
