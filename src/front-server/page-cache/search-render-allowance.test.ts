import { describe, expect, it } from 'vitest';
import { createSearchRenderAllowance } from './search-render-allowance';

describe('the allowance of search renderings', () => {
  it('lets a burst through at once, then refuses until the steady rate refills it', () => {
    let clock = 1_000_000;
    const allowance = createSearchRenderAllowance({ perSecond: 4, burst: 3, now: () => clock });
    expect([allowance.take(), allowance.take(), allowance.take(), allowance.take()]).toEqual([true, true, true, false]);
    clock += 200;
    expect(allowance.take()).toBe(false);
    clock += 50;
    expect(allowance.take()).toBe(true);
    expect(allowance.take()).toBe(false);
  });

  it('never holds more than the burst, however long it waited', () => {
    let clock = 0;
    const allowance = createSearchRenderAllowance({ perSecond: 4, burst: 2, now: () => clock });
    clock += 3_600_000;
    expect([allowance.take(), allowance.take(), allowance.take()]).toEqual([true, true, false]);
  });
});
