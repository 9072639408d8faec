import { describe, expect, it } from 'vitest';
import { fillTimeVerdict, MINIMUM_FILL_MS } from './fill-time';

describe('minimum fill time', () => {
  const issuedAt = 1_700_000_000_000;

  it('refuses a form sent sooner than the minimum after it was issued', () => {
    expect(fillTimeVerdict(issuedAt, issuedAt + MINIMUM_FILL_MS - 1)).toBe('too-fast');
    expect(fillTimeVerdict(issuedAt, issuedAt)).toBe('too-fast');
  });

  it('accepts a form sent at or after the minimum, however late', () => {
    expect(fillTimeVerdict(issuedAt, issuedAt + MINIMUM_FILL_MS)).toBe('ok');
    expect(fillTimeVerdict(issuedAt, issuedAt + 30 * 24 * 3600 * 1000)).toBe('ok');
  });

  it('refuses a token dated in the future beyond clock skew', () => {
    expect(fillTimeVerdict(issuedAt + 5 * 60 * 1000, issuedAt)).toBe('too-fast');
  });
});
