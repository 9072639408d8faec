import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Where the sign-in limits (decision 012) read the time and wait before checking a password.
 * Replaceable so that tests move time instead of sleeping through the slow-down (decision 032).
 */
export type SignInClock = { now: () => number; wait: (milliseconds: number) => Promise<void> };

const systemClock: SignInClock = {
  now: () => Date.now(),
  wait: async (milliseconds) => {
    if (milliseconds > 0) await sleep(milliseconds);
  },
};

let current = systemClock;

export function signInClock(): SignInClock {
  return current;
}

/** Puts `clock` in place of the system's until the returned function is called. */
export function replaceSignInClock(clock: SignInClock): () => void {
  current = clock;
  return () => {
    current = systemClock;
  };
}
