import 'server-only';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Kysely } from 'kysely';
import { db } from '@/server/db/client';
import type { Database } from '@/server/db/schema';
import { derivedSecret } from './token';

/**
 * The self-hosted proof of work (ALTCHA, docs/decisions/039): the site script asks our own
 * endpoint for a signed challenge and finds the counter whose SHA-256 matches it, a fraction of a
 * second for a person's browser and a cost per send for a robot. Nothing leaves the site.
 */
export const CHALLENGE_VALIDITY_MS = 30 * 60 * 1000;
/** The counter the solver must reach, drawn in this range: about 10 000 hashes on average. */
const COUNTER_RANGE = [2_000, 20_000] as const;

export async function newChallenge(now: number): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(COUNTER_RANGE[0], COUNTER_RANGE[1]),
    deriveKey,
    expiresAt: Math.floor((now + CHALLENGE_VALIDITY_MS) / 1000),
    hmacSignatureSecret: derivedSecret('proof-of-work'),
  });
}

export type VerifiedProof = { signature: string; expiresAt: number };

/**
 * The proof's signature and expiry when the widget's field (base64 of `{ challenge, solution }`)
 * solves a challenge we signed that is still valid, else null, whatever shape it has.
 */
export async function verifiedProof(text: string, now: number): Promise<VerifiedProof | null> {
  if (text.length > 4096) return null;
  try {
    const { challenge, solution } = JSON.parse(Buffer.from(text, 'base64').toString('utf8')) as {
      challenge: Challenge;
      solution: Solution;
    };
    const expiresAt = Number(challenge.parameters.expiresAt) * 1000;
    if (!challenge.signature || typeof solution !== 'object' || solution === null) return null;
    if (!Number.isFinite(expiresAt) || expiresAt <= now) return null;
    const hmacSignatureSecret = derivedSecret('proof-of-work');
    const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret });
    return result.verified ? { signature: challenge.signature, expiresAt } : null;
  } catch {
    return null;
  }
}

/**
 * Spends a verified proof: true the first time, false when it was already used (a replay), kept
 * until its challenge expires, after which the challenge itself is refused.
 */
export async function spendProof(
  proof: VerifiedProof,
  now: number,
  database: Kysely<Database> = db(),
): Promise<boolean> {
  await database.deleteFrom('public_form_proofs').where('expires_at', '<=', now).execute();
  const inserted = await database
    .insertInto('public_form_proofs')
    .values({ signature: proof.signature, expires_at: proof.expiresAt })
    .onConflict((conflict) => conflict.column('signature').doNothing())
    .returning('signature')
    .executeTakeFirst();
  return inserted !== undefined;
}
