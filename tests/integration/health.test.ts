import net from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

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
    const { closeDb } = await import('@/server/db/client');
    await closeDb();
    vi.resetModules();
    process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:${await closedPort()}/absent`;
    const { GET } = await import('@/app/api/health/route');
    const response = await GET();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', reason: 'database unreachable' });
    const fresh = await import('@/server/db/client');
    await fresh.closeDb();
  });
});
