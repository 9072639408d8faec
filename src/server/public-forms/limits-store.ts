import 'server-only';
import { sql, type Kysely } from 'kysely';
import {
  limitKey,
  limitVerdict,
  windowEnd,
  windowStart,
  type LimitRule,
  type LimitVerdict,
} from '@/lib/public-forms/limits';
import { db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';

/**
 * Counts one request against `rule` for `form` and `scope`, in one atomic statement (INSERT … ON
 * CONFLICT, both engines), in the database so every process shares the count (docs/decisions/039).
 */
export async function consumeLimit(
  form: string,
  scope: string,
  rule: LimitRule,
  now: number,
  database: Kysely<Database> = db(),
): Promise<LimitVerdict> {
  const started = windowStart(now, rule);
  const row = await database
    .insertInto('public_form_limits')
    .values({
      key: limitKey(form, scope, rule),
      window_started_at: started,
      count: 1,
      expires_at: windowEnd(now, rule),
    })
    .onConflict((conflict) =>
      conflict.columns(['key', 'window_started_at']).doUpdateSet({ count: sql`public_form_limits.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const count = Number(row.count);
  // The first request of a window sweeps the windows that are over, so the table stays small.
  if (count === 1) await database.deleteFrom('public_form_limits').where('expires_at', '<=', now).execute();
  return limitVerdict(count, now, rule);
}
