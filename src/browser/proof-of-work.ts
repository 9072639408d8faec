/**
 * The proof-of-work solver (ALTCHA, decision 039), in a chunk of its own that the site script
 * fetches only when a visitor sends a public form.
 */
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** The `altcha` field's value: base64 of `{ challenge, solution }`, or null when unsolved. */
export async function solveProof(challenge: Challenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  return solution ? btoa(JSON.stringify({ challenge, solution })) : null;
}
