// Typing goes on: the body waits for a pause of this long in the keys…
const QUIET_MS = 400;
// …but no longer than this after the first change it holds, so the live preview and the
// unsaved-changes line follow a writer who never pauses.
const AT_MOST_MS = 1_500;

/**
 * Runs `handOver` once the changes pause (400 ms without one, at most 1.5 s after the first), or
 * at once on `flush`, which answers what it handed over (undefined when nothing was waiting).
 * Only the latest state matters, so changes in between are folded into one.
 * Handing over on the first idle moment was not enough: between two keys the browser is idle, so
 * the serialisation and the form's render still came with nearly every key (decision 070).
 */
export function deferredHandOver<T, R>(handOver: (target: T) => R) {
  let pending: { target: T; handle: ReturnType<typeof setTimeout>; deadline: number } | null = null;
  const clear = () => {
    if (!pending) return;
    clearTimeout(pending.handle);
    pending = null;
  };
  const run = (): R | undefined => {
    if (!pending) return undefined;
    const { target } = pending;
    pending = null;
    return handOver(target);
  };
  const state = {
    source: null as T | null,
    schedule() {
      if (state.source === null) return;
      const now = Date.now();
      const deadline = pending?.deadline ?? now + AT_MOST_MS;
      if (pending) clearTimeout(pending.handle);
      pending = {
        target: pending?.target ?? state.source,
        deadline,
        handle: setTimeout(() => run(), Math.max(0, Math.min(QUIET_MS, deadline - now))),
      };
    },
    flush: run,
    cancel: clear,
  };
  return state;
}
