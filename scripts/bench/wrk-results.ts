/** Reading wrk's report and summing up interleaved rounds (npm run bench). */
export type WrkResult = { requestsPerSecond: number; p50Ms: number; p99Ms: number; errors: number };

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000 };

function latencyMs(report: string, percentile: string): number {
  const match = report.match(new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm'));
  if (!match?.[1] || !match[2]) throw new Error(`wrk report without a ${percentile}% latency:\n${report}`);
  return Number(match[1]) * (UNIT_MS[match[2]] ?? Number.NaN);
}

/** Parses `wrk --latency` output; socket errors and non-2xx/3xx answers count as errors. */
export function parseWrkReport(report: string): WrkResult {
  const rate = report.match(/^Requests\/sec:\s+([\d.]+)/m);
  if (!rate?.[1]) throw new Error(`wrk report without Requests/sec:\n${report}`);
  const socketErrors = report.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  const badStatus = report.match(/Non-2xx or 3xx responses: (\d+)/);
  const errors =
    (socketErrors ? socketErrors.slice(1).reduce((sum, count) => sum + Number(count), 0) : 0) +
    Number(badStatus?.[1] ?? 0);
  return { requestsPerSecond: Number(rate[1]), p50Ms: latencyMs(report, '50'), p99Ms: latencyMs(report, '99'), errors };
}

export function median(values: number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of each figure over the rounds (each figure on its own, as the rounds are noisy). */
export function medianResult(rounds: WrkResult[]): WrkResult {
  return {
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

/**
 * The median of each round's own ratio of requests per second (`on` against `off`, rounds in the
 * same order): two arms measured seconds apart share the machine's mood of that minute, which the
 * ratio of two medians taken over the whole run does not (decision 059).
 */
export function medianRoundRatio(off: WrkResult[], on: WrkResult[]): number {
  if (off.length !== on.length) throw new Error(`rounds differ: ${off.length} against ${on.length}`);
  return median(on.map((round, index) => round.requestsPerSecond / off[index]!.requestsPerSecond));
}
