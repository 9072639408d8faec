import 'server-only';
import type { Kysely } from 'kysely';
import { db } from '@/server/db/client';
import { touchedRows } from '@/server/db/stored-values';
import type { Database } from '@/server/db/schema';

/** How long a first answer is given again to the same key: longer than anyone double-clicks. */
export const SUBMISSION_KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * How long a claim without an answer holds its key: far longer than a form's handling, shorter
 * than the outage answer's Retry-After. Past it, the first request is taken as gone (its process
 * killed, or the database lost before its answer was kept) and an identical resend runs again;
 * the form's own duplicate rule then finds what the first one stored and answers it as sent.
 */
export const CLAIM_LEASE_MS = 10_000;

export type Claim = { first: true } | { first: false; answer: string | null };

/**
 * Claims an idempotency key (docs/decisions/039): the first request gets `first: true` and must
 * then `recordAnswer` (or `releaseClaim` if it failed); a later one gets the first answer, or null
 * while the first is still running, or takes the claim over once its lease is over. The primary
 * key decides between simultaneous requests, the expiry (claimed at + kept) between takeovers.
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
  const taken = await database
    .updateTable('public_form_submissions')
    .set({ expires_at: now + SUBMISSION_KEPT_MS })
    .where('key', '=', key)
    .where('answer', 'is', null)
    .where('expires_at', '<=', now + SUBMISSION_KEPT_MS - CLAIM_LEASE_MS)
    .executeTakeFirst();
  if (touchedRows(taken)) return { first: true };
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
