import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { auth } from '@/server/auth/auth';
import { db } from '@/server/db/client';
import { register } from '@/instrumentation';
import { processSingleton } from '@/lib/process-singleton';

type Built = { auth: unknown; database: object } | undefined;
// The registry entry src/server/auth/auth.ts keeps the instance in.
const store = processSingleton('auth', (): { built?: Built } => ({}));
const builtAuth = (): Built => store.built;

/**
 * Built by the first request that needs it, the Better Auth instance kept that request's async
 * context for the life of the process (PostgreSQL: hundreds of megabytes retained after load).
 * The server start builds it, and no request builds another (decision 034).
 */
describe('the Better Auth instance is built when the server starts, outside any request', () => {
  it('exists once the start hook has run, over the process database, and a request reuses it', async () => {
    store.built = undefined;
    process.env.NEXT_RUNTIME = 'nodejs';
    await register();
    const built = builtAuth();
    expect(built?.database).toBe(db());

    const request = new AsyncLocalStorage<{ url: string }>();
    const inRequest = request.run({ url: '/admin/blog' }, () => auth());
    expect(inRequest).toBe(built?.auth);
  });
});
