import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LOGIN_LIMITS, signInAccountKeyPrefix } from '@/server/auth/login-limits';
import { lockedSignInEmails } from '@/server/auth/sign-in-locks';
import { db } from '@/server/db/client';
import { migrateToLatest } from '@/server/db/migrate';
import { migrateBelow } from '../support/migrate-below';

const MIGRATION = '0030_one_rate_limit_table';

describe('migration 0030 (one rate limiter on one table)', () => {
  it('keeps an address locked out of an account, moved from the sign-in table, and drops the two old tables', async () => {
    await migrateBelow(MIGRATION);
    const now = Date.now();
    const key = `${signInAccountKeyPrefix('verrou@cabinet-test.example.com')}192.0.2.44`;
    await sql`insert into auth_rate_limits (key, count, window_started_at) values (${key}, ${LOGIN_LIMITS.signInAttemptsPerAccountAndAddress.max}, ${now})`.execute(
      db(),
    );
    expect((await migrateToLatest()).applied).toContain(MIGRATION);
    expect(await lockedSignInEmails(now)).toContain('verrou@cabinet-test.example.com');
    for (const table of ['auth_rate_limits', 'public_form_limits'])
      await expect(sql`select count(*) from ${sql.table(table)}`.execute(db())).rejects.toThrow();
  });
});
