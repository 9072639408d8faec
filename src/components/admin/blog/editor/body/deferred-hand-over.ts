type IdleScope = typeof globalThis & {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

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
    const idleScope = globalThis as IdleScope;
    if (pending.idle) idleScope.cancelIdleCallback?.(pending.handle as number);
    else globalThis.clearTimeout(pending.handle);
    pending = null;
  };
  const state = {
    source: null as T | null,
    schedule() {
      if (pending || state.source === null) return;
      const target = state.source;
      const idleScope = globalThis as IdleScope;
      const run = () => {
        pending = null;
        handOver(target);
      };
      pending = idleScope.requestIdleCallback
        ? { target, idle: true, handle: idleScope.requestIdleCallback(run, { timeout: HAND_OVER_WITHIN_MS }) }
        : { target, idle: false, handle: globalThis.setTimeout(run, HAND_OVER_WITHIN_MS) };
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
