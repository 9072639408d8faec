'use client';

import { useEffect } from 'react';

/**
 * Spec section 2: the page scrolls to the top when the article slug changes. A link to a
 * section (#section-N) keeps its target.
 */
export function ScrollToTop({ slug }: { slug: string }) {
  useEffect(() => {
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [slug]);
  return null;
}
