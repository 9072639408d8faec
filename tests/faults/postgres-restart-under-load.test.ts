import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayPostgres } from '../support/throwaway-postgres';
import type { PostgresCluster } from '../support/postgres-cluster';

// A PostgreSQL restart reaches clients in the middle of a query (57P01, "Connection terminated
// unexpectedly"); their 'error' event must be handled, or it is an uncaughtException.
describe('a PostgreSQL restart while queries run', () => {
  let cluster: PostgresCluster;
  const uncaught: unknown[] = [];
  const recordUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    cluster = await throwawayPostgres();
    process.env.DATABASE_URL = cluster.adminUrl;
    process.on('uncaughtException', recordUncaught);
  });

  afterAll(async () => {
    process.off('uncaughtException', recordUncaught);
    const { closeDb } = await import('@/server/db/client');
    await closeDb();
    cluster.stop();
  });

  it('raises no uncaught exception, and the same pool answers again once the server is back', async () => {
    const { db } = await import('@/server/db/client');
    let running = true;
    let failures = 0;
    const worker = async () => {
      while (running) {
        try {
          await sql`select pg_sleep(0.05)`.execute(db());
        } catch {
          failures += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      }
    };
    const workers = Array.from({ length: 8 }, worker);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cluster.shutDown();
    await cluster.startAgain();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    running = false;
    await Promise.all(workers);

    expect(failures).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
    const { rows } = await sql<{ ok: number }>`select 1 as ok`.execute(db());
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
