/**
 * A person reads a form and types into it; a script posts within milliseconds of fetching it.
 * A form sent sooner than this after its token was issued is refused (docs/decisions/039).
 */
export const MINIMUM_FILL_MS = 3_000;

/** A token dated further ahead than this was not issued by a clock we share. */
const CLOCK_SKEW_MS = 60_000;

export type FillTimeVerdict = 'ok' | 'too-fast';

export function fillTimeVerdict(issuedAt: number, now: number): FillTimeVerdict {
  if (issuedAt > now + CLOCK_SKEW_MS) return 'too-fast';
  return now - issuedAt >= MINIMUM_FILL_MS ? 'ok' : 'too-fast';
}
