import { describe, expect, it } from 'vitest';
import { hasViewed, parseViewed, withViewed } from './viewed-articles';

const a = '0f3c2a9e-1111-4222-8333-444455556666';
const b = 'ab12cd34-1111-4222-8333-444455556666';

describe('viewed articles cookie', () => {
  it('remembers what was counted', () => {
    const once = withViewed(undefined, a);
    expect(once).toBe('0f3c2a9e');
    expect(hasViewed(once, a)).toBe(true);
    expect(hasViewed(once, b)).toBe(false);
    expect(withViewed(withViewed(once, b), a)).toBe('ab12cd34.0f3c2a9e');
  });

  it('ignores forged or broken values', () => {
    expect(parseViewed('0f3c2a9e.<script>.ZZZZZZZZ..ab12cd34')).toEqual(['0f3c2a9e', 'ab12cd34']);
  });

  it('stays small', () => {
    let cookie: string | undefined;
    for (let index = 0; index < 1000; index += 1) cookie = withViewed(cookie, index.toString(16).padStart(8, '0'));
    expect(cookie!.length).toBeLessThan(3000);
  });
});
