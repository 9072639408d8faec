// Long enough to leave a burst of keys alone, short enough that the autosave and the live preview
// follow the text without a noticeable lag.
const HAND_OVER_WITHIN_MS = 250;

/**
 * Runs `handOver` once the browser is idle after one or more changes (at most 250 ms later), or
 * at once on `flush`. Only the latest state matters, so changes in between are folded into one.
 */
export function deferredHandOver<T>(handOver: (target: T) => void) {
  let pending: { target: T; handle: ReturnType<typeof setTimeout> | number; idle: boolean } | null = null;
  const clear = () => {
    if (!pending) return;
    if (pending.idle) cancelIdleCallback(pending.handle as number);
    else clearTimeout(pending.handle);
    pending = null;
  };
  const state = {
    source: null as T | null,
    schedule() {
      if (pending || state.source === null) return;
      const target = state.source;
      const run = () => {
        pending = null;
        handOver(target);
      };
      // Safari has no idle callbacks, nor has Node (the unit tests): a timer stands in.
      pending =
        typeof requestIdleCallback === 'function'
          ? { target, idle: true, handle: requestIdleCallback(run, { timeout: HAND_OVER_WITHIN_MS }) }
          : { target, idle: false, handle: setTimeout(run, HAND_OVER_WITHIN_MS) };
    },
    flush() {
      if (!pending) return;
      const { target } = pending;
      clear();
      handOver(target);
    },
    cancel: clear,
  };
  return state;
}
