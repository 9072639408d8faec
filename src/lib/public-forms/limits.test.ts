import { describe, expect, it } from 'vitest';
import { combinedVerdict, limitKey, limitVerdict, windowEnd, windowStart } from './limits';

const TEN_MINUTES = { windowSeconds: 600, max: 3 };

describe('limit windows', () => {
  it('aligns windows on the epoch so every process picks the same one', () => {
    expect(windowStart(1_200_000 + 599_999, TEN_MINUTES)).toBe(1_200_000);
    expect(windowStart(1_800_000, TEN_MINUTES)).toBe(1_800_000);
    expect(windowEnd(1_200_001, TEN_MINUTES)).toBe(1_800_000);
  });

  it('allows up to max in a window, then says how long to wait until it ends', () => {
    expect(limitVerdict(3, 1_200_000, TEN_MINUTES)).toEqual({ allowed: true });
    expect(limitVerdict(4, 1_200_000 + 540_500, TEN_MINUTES)).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect(limitVerdict(4, 1_799_999, TEN_MINUTES)).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });

  it('combines several rules into the longest wait', () => {
    expect(
      combinedVerdict([
        { allowed: true },
        { allowed: false, retryAfterSeconds: 5 },
        { allowed: false, retryAfterSeconds: 50 },
      ]),
    ).toEqual({
      allowed: false,
      retryAfterSeconds: 50,
    });
    expect(combinedVerdict([{ allowed: true }, { allowed: true }])).toEqual({ allowed: true });
  });

  it('keeps one counter per form, scope and rule', () => {
    expect(limitKey('question', 'abc', TEN_MINUTES)).toBe('question:abc:600');
    expect(limitKey('question', 'abc', { windowSeconds: 86_400, max: 10 })).not.toBe(
      limitKey('question', 'abc', TEN_MINUTES),
    );
  });
});
