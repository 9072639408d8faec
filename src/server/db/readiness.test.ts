import { describe, expect, it } from 'vitest';
import { databaseReady, prepareDatabaseWithRetry } from './readiness';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const fast = { firstMs: 5, maxMs: 20 };

describe('prepareDatabaseWithRetry', () => {
  it('is ready at once when the first attempt succeeds', async () => {
    const { retrying } = await prepareDatabaseWithRetry(
      async () => {},
      () => {},
      fast,
    );
    expect(retrying).toBeNull();
    expect(databaseReady()).toBe(true);
  });

  it('returns while the database is unreachable, is not ready meanwhile, and becomes ready when a retry succeeds', async () => {
    let attempts = 0;
    const { retrying } = await prepareDatabaseWithRetry(
      async () => {
        attempts += 1;
        if (attempts < 3) throw refused();
      },
      () => {},
      fast,
    );
    expect(databaseReady()).toBe(false);
    await retrying;
    expect(attempts).toBe(3);
    expect(databaseReady()).toBe(true);
  });

  it('hands a failure that is not an outage (a broken migration) to onFatal, without retrying', async () => {
    const fatal: unknown[] = [];
    let attempts = 0;
    const broken = new Error('Database migration 0003_x failed: syntax error');
    await prepareDatabaseWithRetry(
      async () => {
        attempts += 1;
        throw broken;
      },
      (error) => fatal.push(error),
      fast,
    );
    expect(fatal).toEqual([broken]);
    expect(attempts).toBe(1);
    expect(databaseReady()).toBe(false);
  });

  it('hands a broken migration found on a retry to onFatal too', async () => {
    const fatal: unknown[] = [];
    let attempts = 0;
    const { retrying } = await prepareDatabaseWithRetry(
      async () => {
        attempts += 1;
        throw attempts === 1 ? refused() : new Error('syntax error');
      },
      (error) => fatal.push(error),
      fast,
    );
    await retrying;
    expect(fatal).toHaveLength(1);
    expect(attempts).toBe(2);
  });
});
