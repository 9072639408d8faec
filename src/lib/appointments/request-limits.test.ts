import { describe, expect, it } from 'vitest';
import { openCapCrossed, openCapReached, REQUEST_LIMITS } from './request-limits';

const limits = { ...REQUEST_LIMITS, openCap: 3 };

describe('the open-requests cap as the form page shows it', () => {
  it.each([
    [0, false],
    [2, false],
    [3, true],
    [4, true],
  ])('%i open requests under a cap of 3: reached %s', (open, reached) => {
    expect(openCapReached(open, limits)).toBe(reached);
  });

  it.each([
    [2, 3, true],
    [3, 2, true],
    [1, 2, false],
    [3, 4, false],
    [4, 3, false],
    [2, 2, false],
  ])('from %i to %i open requests the cached form page changes: %s', (before, after, crossed) => {
    expect(openCapCrossed(before, after, limits)).toBe(crossed);
  });

  it('the real cap is the one the decision states', () => {
    expect(openCapReached(199)).toBe(false);
    expect(openCapReached(200)).toBe(true);
  });
});
