import { afterAll, describe, expect, it } from 'vitest';
import { switchToUnreachableDatabase } from '../support/unreachable-database';

describe('GET /api/health', () => {
  const testDatabaseUrl = process.env.DATABASE_URL;
  afterAll(() => {
    process.env.DATABASE_URL = testDatabaseUrl;
  });

  it('answers 200 {"status":"ok"} after a round trip to the database', async () => {
    const { GET } = await import('@/app/api/health/route');
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 with a reason and no details when the database is unreachable', async () => {
    await switchToUnreachableDatabase();
    const { GET } = await import('@/app/api/health/route');
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', reason: 'database unreachable' });
    const fresh = await import('@/server/db/client');
    await fresh.closeDb();
  });
});
