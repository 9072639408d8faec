import { afterAll, beforeAll } from 'vitest';
import { replaceSignInClock } from '@/server/auth/sign-in-clock';

/**
 * A sign-in clock the test moves (decision 032): the slow-down before a password check is
 * recorded and moves the clock forward instead of sleeping; `advance` jumps ahead. Installed for
 * the calling file's tests.
 */
export function movableSignInClock() {
  let offset = 0;
  const clock = {
    waits: [] as number[],
    now: () => Date.now() + offset,
    wait: async (milliseconds: number) => {
      clock.waits.push(milliseconds);
      offset += milliseconds;
    },
    advance: (milliseconds: number) => {
      offset += milliseconds;
    },
  };
  let restore: (() => void) | undefined;
  beforeAll(() => {
    restore = replaceSignInClock(clock);
  });
  afterAll(() => restore?.());
  return clock;
}
