import 'server-only';
import { sql, type Kysely } from 'kysely';
import { db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';

/**
 * The one rate limiter of the site: sign-in and code steps, password resets, Better Auth's own
 * limits, the public forms and their daily volume. One table, one row per key; a key's window
 * starts with its first request and lasts `rule.window` seconds.
 */
export type RateLimitRule = { window: number; max: number };
/** `count`: this request's rank in the current window, itself included. */
export type RateLimitVerdict = { allowed: boolean; retryAfter: number | null; count: number };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts one request against `key`, in one atomic statement (INSERT … ON CONFLICT on both
 * engines), so several processes share the limit and concurrent requests cannot all slip past a
 * stale read. `database`: another connection to the same database (tests of two processes).
 */
export async function consumeRateLimit(
  key: string,
  rule: RateLimitRule,
  now = Date.now(),
  database: Kysely<Database> = db(),
): Promise<RateLimitVerdict> {
  const windowStart = now - rule.window * 1000;
  const row = await database
    .insertInto('rate_limits')
    .values({ key, count: 1, window_started_at: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql`case when rate_limits.window_started_at <= ${windowStart} then 1 else rate_limits.count + 1 end`,
        window_started_at: sql`case when rate_limits.window_started_at <= ${windowStart} then ${now} else rate_limits.window_started_at end`,
      }),
    )
    .returning(['count', 'window_started_at'])
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  // No rule's window is longer than a day: older counters are dead, swept when a window opens.
  if (count === 1)
    await database
      .deleteFrom('rate_limits')
      .where('window_started_at', '<', now - DAY_MS)
      .execute();
  if (count <= rule.max) return { allowed: true, retryAfter: null, count };
  const retryAfter = Math.ceil((Number(row.window_started_at) + rule.window * 1000 - now) / 1000);
  return { allowed: false, retryAfter: Math.max(1, retryAfter), count };
}

/** The most restrictive of several verdicts: the longest wait among the refusals. */
export function strictestVerdict(verdicts: readonly RateLimitVerdict[]): RateLimitVerdict {
  const refusals = verdicts.filter((verdict) => !verdict.allowed);
  if (refusals.length === 0)
    return { allowed: true, retryAfter: null, count: Math.max(0, ...verdicts.map((v) => v.count)) };
  return refusals.reduce((longest, verdict) =>
    (verdict.retryAfter ?? 0) > (longest.retryAfter ?? 0) ? verdict : longest,
  );
}

/** Takes back one counted request (it turned out not to be what the limit is about), atomically. */
export async function refundRateLimit(key: string): Promise<void> {
  await db()
    .updateTable('rate_limits')
    .set({ count: sql`rate_limits.count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function deleteRateLimit(key: string): Promise<void> {
  await db().deleteFrom('rate_limits').where('key', '=', key).execute();
}

/** LIKE with backslash as its escape, the same on SQLite and PostgreSQL: `prefix` is matched literally. */
function startsWith(prefix: string) {
  return sql<boolean>`${sql.ref('key')} like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`;
}

/** The counters whose key starts with `prefix` that are over `rule` right now. */
export async function exceededRateLimits(prefix: string, rule: RateLimitRule, now = Date.now()): Promise<string[]> {
  const rows = await db()
    .selectFrom('rate_limits')
    .select('key')
    .where(startsWith(prefix))
    .where('count', '>=', rule.max)
    .where('window_started_at', '>', now - rule.window * 1000)
    .execute();
  return rows.map((row) => row.key);
}

/** Forgets every counter whose key starts with `prefix`. */
export async function deleteRateLimitsStartingWith(prefix: string): Promise<void> {
  await db().deleteFrom('rate_limits').where(startsWith(prefix)).execute();
}
