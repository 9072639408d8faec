import 'server-only';
import type { Kysely } from 'kysely';
import { db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';

/** How long a first answer is given again to the same key: longer than anyone double-clicks. */
export const SUBMISSION_KEPT_MS = 24 * 60 * 60 * 1000;

export type Claim = { first: true } | { first: false; answer: string | null };

/**
 * Claims an idempotency key (docs/decisions/039): the first request gets `first: true` and must
 * then `recordAnswer` (or `releaseClaim` if it failed); a later one gets the first answer, or null
 * while the first is still running. The primary key decides between simultaneous requests.
 */
export async function claimSubmission(
  key: string,
  form: string,
  now: number,
  database: Kysely<Database> = db(),
): Promise<Claim> {
  await database.deleteFrom('public_form_submissions').where('expires_at', '<=', now).execute();
  const inserted = await database
    .insertInto('public_form_submissions')
    .values({ key, form, answer: null, expires_at: now + SUBMISSION_KEPT_MS })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  if (inserted) return { first: true };
  const row = await database
    .selectFrom('public_form_submissions')
    .select('answer')
    .where('key', '=', key)
    .executeTakeFirst();
  return { first: false, answer: row?.answer ?? null };
}

export async function recordAnswer(key: string, answer: string, database: Kysely<Database> = db()): Promise<void> {
  await database.updateTable('public_form_submissions').set({ answer }).where('key', '=', key).execute();
}

/** The first request failed before storing anything: the same key may try again. */
export async function releaseClaim(key: string, database: Kysely<Database> = db()): Promise<void> {
  await database.deleteFrom('public_form_submissions').where('key', '=', key).where('answer', 'is', null).execute();
}
