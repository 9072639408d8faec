import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { auth } from '@/server/auth/auth';
import { db } from '@/server/db/client';
import { register } from '@/instrumentation';

type Built = { auth: unknown; database: object } | undefined;
const store = globalThis as typeof globalThis & { __cabinetAuth?: Built };
const builtAuth = (): Built => store.__cabinetAuth;

/**
 * Built by the first request that needs it, the Better Auth instance kept that request's async
 * context for the life of the process (PostgreSQL: hundreds of megabytes retained after load).
 * The server start builds it, and no request builds another (decision 034).
 */
describe('the Better Auth instance is built when the server starts, outside any request', () => {
  it('exists once the start hook has run, over the process database, and a request reuses it', async () => {
    store.__cabinetAuth = undefined;
    process.env.NEXT_RUNTIME = 'nodejs';
    await register();
    const built = builtAuth();
    expect(built?.database).toBe(db());

    const request = new AsyncLocalStorage<{ url: string }>();
    const inRequest = request.run({ url: '/admin/blog' }, () => auth());
    expect(inRequest).toBe(built?.auth);
  });
});
