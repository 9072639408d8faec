import { describe, expect, it } from 'vitest';
import { createLogThrottle } from './log-throttle';

describe('one log line per failure kind per interval', () => {
  it('logs the first failure of a kind, counts the next ones, and says how many once the interval passed', () => {
    let now = 1_000;
    const throttle = createLogThrottle(10_000, () => now);
    expect(throttle('database unavailable')).toEqual({ log: true, suppressed: 0 });
    for (let i = 0; i < 800; i += 1) expect(throttle('database unavailable')).toEqual({ log: false });
    now += 9_999;
    expect(throttle('database unavailable')).toEqual({ log: false });
    now += 1;
    expect(throttle('database unavailable')).toEqual({ log: true, suppressed: 801 });
    expect(throttle('database unavailable')).toEqual({ log: false });
  });

  it('keeps each kind to itself', () => {
    const throttle = createLogThrottle(10_000, () => 0);
    expect(throttle('autosave: database unavailable').log).toBe(true);
    expect(throttle('upload: database unavailable').log).toBe(true);
    expect(throttle('autosave: database unavailable').log).toBe(false);
  });
});
