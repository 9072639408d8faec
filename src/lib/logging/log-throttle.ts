/**
 * At most one log line per kind of failure per interval: an outage makes every request fail the
 * same way, and one 10-second PostgreSQL outage wrote 15–20k lines (decision 034). The first
 * failure of a kind is logged at once; the next ones within the interval are counted, and the
 * first line after it says how many were left out.
 */
export type LogThrottle = (kind: string) => { log: true; suppressed: number } | { log: false };

export const LOG_THROTTLE_INTERVAL_MS = 10_000;

export function createLogThrottle(
  intervalMs: number = LOG_THROTTLE_INTERVAL_MS,
  clock: () => number = Date.now,
): LogThrottle {
  const kinds = new Map<string, { loggedAt: number; suppressed: number }>();
  return (kind) => {
    const now = clock();
    const last = kinds.get(kind);
    if (last && now - last.loggedAt < intervalMs) {
      last.suppressed += 1;
      return { log: false };
    }
    kinds.set(kind, { loggedAt: now, suppressed: 0 });
    return { log: true, suppressed: last?.suppressed ?? 0 };
  };
}
