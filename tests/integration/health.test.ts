import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { servedBuildRecord } from '@/lib/process-bridge/served-build';
import { switchToUnreachableDatabase } from '../support/unreachable-database';

describe('GET /api/health', () => {
  const testDatabaseUrl = process.env.DATABASE_URL;
  afterAll(() => {
    process.env.DATABASE_URL = testDatabaseUrl;
  });

  it('answers 200 {"status":"ok"} after a round trip to the database', async () => {
    const { GET } = await import('@/app/api/health/route');
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 once the build this process serves is emptied or replaced by another build', async () => {
    const { GET } = await import('@/app/api/health/route');
    // What src/front-server/server.ts records at start: the build folder and the build it loaded.
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'cabinet-served-build-'));
    writeFileSync(path.join(distDir, 'BUILD_ID'), 'first-build');
    servedBuildRecord().current = { distDir, buildId: 'first-build' };
    try {
      expect((await GET(new Request('http://localhost/api/health'))).status).toBe(200);
      // `next build` in the same folder: emptied first, then another build written.
      rmSync(path.join(distDir, 'BUILD_ID'));
      const emptied = await GET(new Request('http://localhost/api/health'));
      expect(emptied.status).toBe(503);
      expect(await emptied.json()).toEqual({ status: 'error', reason: 'build replaced' });
      writeFileSync(path.join(distDir, 'BUILD_ID'), 'second-build');
      const replaced = await GET(new Request('http://localhost/api/health'));
      expect(replaced.status).toBe(503);
      expect(await replaced.json()).toEqual({ status: 'error', reason: 'build replaced' });
    } finally {
      servedBuildRecord().current = undefined;
      rmSync(distDir, { recursive: true, force: true });
    }
  });

  it('answers 503 with a reason and no details when the database is unreachable', async () => {
    await switchToUnreachableDatabase();
    const { GET } = await import('@/app/api/health/route');
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', reason: 'database unreachable' });
    const fresh = await import('@/server/db/client');
    await fresh.closeDb();
  });
});
