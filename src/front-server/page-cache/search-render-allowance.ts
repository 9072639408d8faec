/**
 * How many search pages that are not kept yet one process may render (decision 053). A search
 * never asked before costs a rendering (the bounded search of decision 049, then the page), and
 * a flood of made-up queries would otherwise spend the process's one thread on them, slowing
 * every kept page it serves. The allowance refills at a steady rate up to a burst: a reader
 * typing, or a class of tests, never meets it; a flood gets a 503 for what is beyond it, while
 * kept pages, and searches already kept, answer as before.
 */
export const SEARCH_RENDERS_PER_SECOND = 1;
export const SEARCH_RENDERS_BURST = 20;

export type SearchRenderAllowance = {
  /** Takes one rendering from the allowance; false when none is left. */
  take(): boolean;
};

export function createSearchRenderAllowance({
  perSecond = SEARCH_RENDERS_PER_SECOND,
  burst = SEARCH_RENDERS_BURST,
  now = Date.now,
}: {
  perSecond?: number;
  burst?: number;
  now?: () => number;
} = {}): SearchRenderAllowance {
  let left = burst;
  let refilledAt = now();
  return {
    take() {
      const at = now();
      left = Math.min(burst, left + ((at - refilledAt) / 1000) * perSecond);
      refilledAt = at;
      if (left < 1) return false;
      left -= 1;
      return true;
    },
  };
}
