import { afterEach, describe, expect, it, vi } from 'vitest';

const BuiltIn = Intl.DateTimeFormat;

describe('date formatters built on first use (decision 025)', () => {
  afterEach(() => {
    Intl.DateTimeFormat = BuiltIn;
  });

  it('the date modules every public page loads build no formatter until something is formatted', async () => {
    let built = 0;
    Intl.DateTimeFormat = class extends BuiltIn {
      constructor(...args: ConstructorParameters<typeof BuiltIn>) {
        super(...args);
        built += 1;
      }
    } as typeof BuiltIn;
    vi.resetModules();
    const { formatPublicDate } = await import('./french-dates');
    const { formatPracticeDay } = await import('../practice/practice-days');
    expect(built).toBe(0);
    expect(formatPublicDate('2026-11-21T10:00:00Z')).toBe('21 novembre 2026');
    expect(formatPublicDate('2026-06-06T10:00:00Z')).toBe('6 juin 2026');
    expect(formatPracticeDay('2026-08-01', { withYear: false })).toBe('samedi 1er août');
    // One formatter each, kept for every later call.
    expect(built).toBe(2);
  });
});
