import { describe, expect, it } from 'vitest';
import { cpuPerBesideRequestMs, parseProcStat, processTreeCpuMs } from './app-cpu';

describe('parseProcStat', () => {
  it('reads the parent and user plus system time, whatever the command name holds', () => {
    const line = '4242 (node (serve) x) S 4200 4242 4242 0 -1 4194560 900 0 0 0 1234 56 0 0 20 0 11 0 100 0 0';
    expect(parseProcStat(line)).toEqual({ parentPid: 4200, cpuMs: 12_900 });
  });

  it('refuses a line it cannot read instead of counting zero', () => {
    expect(() => parseProcStat('4242 (node) S')).toThrow(/unreadable/);
  });
});

describe('processTreeCpuMs', () => {
  it('counts this process, and grows as it works', () => {
    const before = processTreeCpuMs(process.pid);
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user < 50_000);
    expect(processTreeCpuMs(process.pid)).toBeGreaterThan(before);
  });

  it('counts nothing for a process that does not exist', () => {
    expect(processTreeCpuMs(2 ** 30)).toBe(0);
  });
});

describe('cpuPerBesideRequestMs', () => {
  it('is what the app spent beyond the reference arm, per request answered', () => {
    // Through the recipe: 4 ms/s of revalidations and flushes either way, 74 ms/s beside 175 beacons a second.
    const reference = { appCpuMsPerSecond: 4, besidePerSecond: 196 };
    const beside = { appCpuMsPerSecond: 74, besidePerSecond: 175 };
    expect(cpuPerBesideRequestMs(reference, beside)).toBeCloseTo(0.4, 10);
  });

  it('refuses a round where nothing beside was answered', () => {
    const sample = { appCpuMsPerSecond: 1, besidePerSecond: 0 };
    expect(() => cpuPerBesideRequestMs(sample, sample)).toThrow(/no request/);
  });
});
