'use client';

import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';

// Embla takes over this far ahead of the screen, so the carousel is ready by the time it is seen.
const TAKE_OVER_MARGIN = '400px';

/**
 * Embla, started only when the carousel's viewport comes near the screen. Our carousels sit low
 * on their pages and starting Embla measures every slide: doing it on load would compete with
 * the first paint and hydration on slow phones. Until then CarouselSlides scrolls natively.
 */
export function useEmblaNearViewport(...args: Parameters<typeof useEmblaCarousel>) {
  const [attachEmbla, api] = useEmblaCarousel(...args);
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);

  useEffect(() => {
    if (!viewport) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        attachEmbla(viewport);
      },
      { rootMargin: TAKE_OVER_MARGIN },
    );
    observer.observe(viewport);
    return () => observer.disconnect();
  }, [viewport, attachEmbla]);

  return [setViewport, api] as const;
}
