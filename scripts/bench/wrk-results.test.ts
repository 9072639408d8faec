import { describe, expect, it } from 'vitest';
import { median, medianResult, medianRoundRatio, parseWrkReport } from './wrk-results';

const REPORT = `Running 10s test @ http://127.0.0.1:8080/
  2 threads and 64 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     3.10ms    1.20ms  40.00ms   90.00%
    Req/Sec    10.20k     1.00k   12.00k    70.00%
  Latency Distribution
     50%  812.00us
     75%    2.50ms
     90%    4.00ms
     99%    1.20s
  203456 requests in 10.00s, 1.20GB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 4
Requests/sec:  20345.60
Transfer/sec:    120.00MB
`;

describe('parseWrkReport', () => {
  it('reads the rate, the median and 99th percentile latencies in ms, and counts every error', () => {
    expect(parseWrkReport(REPORT)).toEqual({ requestsPerSecond: 20345.6, p50Ms: 0.812, p99Ms: 1200, errors: 9 });
  });

  it('refuses a report without figures instead of reporting zero', () => {
    expect(() => parseWrkReport('unable to connect to 127.0.0.1:1 Connection refused')).toThrow(/Requests\/sec/);
  });
});

describe('medianResult', () => {
  it('takes the median of each figure over the rounds and sums the errors', () => {
    const rounds = [
      { requestsPerSecond: 100, p50Ms: 5, p99Ms: 50, errors: 0 },
      { requestsPerSecond: 300, p50Ms: 1, p99Ms: 10, errors: 1 },
      { requestsPerSecond: 200, p50Ms: 3, p99Ms: 90, errors: 0 },
    ];
    expect(medianResult(rounds)).toEqual({ requestsPerSecond: 200, p50Ms: 3, p99Ms: 50, errors: 1 });
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});

describe('medianRoundRatio', () => {
  const rounds = (...rates: number[]) =>
    rates.map((requestsPerSecond) => ({ requestsPerSecond, p50Ms: 1, p99Ms: 2, errors: 0 }));

  it("is the median of each round's own ratio, not the ratio of the medians", () => {
    // The machine slowed down for two measures of the `off` arm: each round's pair still says 0.9.
    const off = rounds(1000, 500, 500);
    const on = rounds(900, 900, 450);
    expect(medianRoundRatio(off, on)).toBeCloseTo(0.9, 10);
    expect(medianResult(on).requestsPerSecond / medianResult(off).requestsPerSecond).toBeCloseTo(1.8, 10);
  });

  it('refuses arms with different numbers of rounds', () => {
    expect(() => medianRoundRatio(rounds(1, 2), rounds(1))).toThrow(/rounds differ/);
  });
});
