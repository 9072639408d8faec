import 'server-only';
import { sql } from 'kysely';
import { db } from '@/server/db/client';

export type RateLimitRule = { window: number; max: number };
/** `count`: this request's rank in the current window, itself included. */
export type RateLimitVerdict = { allowed: boolean; retryAfter: number | null; count: number };

/**
 * Counts one request against `key` in a fixed window of `rule.window` seconds, in one atomic
 * statement (INSERT … ON CONFLICT on both engines), so several processes share the limit and
 * concurrent requests cannot all slip past a stale read.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitVerdict> {
  const windowStart = now - rule.window * 1000;
  const row = await db()
    .insertInto('auth_rate_limits')
    .values({ key, count: 1, window_started_at: now })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        count: sql`case when auth_rate_limits.window_started_at <= ${windowStart} then 1 else auth_rate_limits.count + 1 end`,
        window_started_at: sql`case when auth_rate_limits.window_started_at <= ${windowStart} then ${now} else auth_rate_limits.window_started_at end`,
      }),
    )
    .returning(['count', 'window_started_at'])
    .executeTakeFirstOrThrow();
  if (Number(row.count) === 1) await deleteStaleRateLimits(now);
  return verdict(Number(row.count), Number(row.window_started_at), rule, now);
}

function verdict(count: number, windowStartedAt: number, rule: RateLimitRule, now: number): RateLimitVerdict {
  if (count <= rule.max) return { allowed: true, retryAfter: null, count };
  return {
    allowed: false,
    retryAfter: Math.max(1, Math.ceil((windowStartedAt + rule.window * 1000 - now) / 1000)),
    count,
  };
}

/** Takes back one counted request (it turned out not to be what the limit is about), atomically. */
export async function refundRateLimit(key: string): Promise<void> {
  await db()
    .updateTable('auth_rate_limits')
    .set({ count: sql`auth_rate_limits.count - 1` })
    .where('key', '=', key)
    .where('count', '>', 0)
    .execute();
}

export async function deleteRateLimit(key: string): Promise<void> {
  await db().deleteFrom('auth_rate_limits').where('key', '=', key).execute();
}

/** LIKE with backslash as its escape, the same on SQLite and PostgreSQL: `prefix` is matched literally. */
function startsWith(prefix: string) {
  return sql<boolean>`${sql.ref('key')} like ${`${prefix.replace(/[\\%_]/g, '\\$&')}%`} escape '\\'`;
}

/** The counters whose key starts with `prefix` that are over `rule` right now. */
export async function exceededRateLimits(prefix: string, rule: RateLimitRule, now = Date.now()): Promise<string[]> {
  const rows = await db()
    .selectFrom('auth_rate_limits')
    .select('key')
    .where(startsWith(prefix))
    .where('count', '>=', rule.max)
    .where('window_started_at', '>', now - rule.window * 1000)
    .execute();
  return rows.map((row) => row.key);
}

/** Forgets every counter whose key starts with `prefix`. */
export async function deleteRateLimitsStartingWith(prefix: string): Promise<void> {
  await db().deleteFrom('auth_rate_limits').where(startsWith(prefix)).execute();
}

/** Every rule's window is far shorter than a day: older counters are dead. Swept when a window opens. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

async function deleteStaleRateLimits(now: number): Promise<void> {
  await db()
    .deleteFrom('auth_rate_limits')
    .where('window_started_at', '<', now - STALE_AFTER_MS)
    .execute();
}
