/**
 * Fixed windows aligned on the epoch (docs/decisions/039): every process computes the same window
 * for the same instant, so one row per key and window is the whole shared state.
 */
export type LimitRule = { windowSeconds: number; max: number };

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function windowStart(now: number, rule: LimitRule): number {
  const length = rule.windowSeconds * 1000;
  return Math.floor(now / length) * length;
}

export function windowEnd(now: number, rule: LimitRule): number {
  return windowStart(now, rule) + rule.windowSeconds * 1000;
}

/** The verdict once the window's counter reached `count`, this request included. */
export function limitVerdict(count: number, now: number, rule: LimitRule): LimitVerdict {
  if (count <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd(now, rule) - now) / 1000)) };
}

/** The most restrictive of several verdicts: the longest wait among the refusals. */
export function combinedVerdict(verdicts: readonly LimitVerdict[]): LimitVerdict {
  let wait = 0;
  for (const verdict of verdicts) if (!verdict.allowed) wait = Math.max(wait, verdict.retryAfterSeconds);
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}

/** The counter's name: form, scope (an address hash, or 'all'), rule: one counter per rule. */
export function limitKey(form: string, scope: string, rule: LimitRule): string {
  return `${form}:${scope}:${rule.windowSeconds}`;
}
