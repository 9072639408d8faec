'use client';

import { useEffect, useRef, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';

// Embla takes over this far ahead of the screen, so the carousel is ready by the time it is seen.
const TAKE_OVER_MARGIN = '400px';

/**
 * Embla, downloaded and started only when the carousel's viewport comes near the screen. Our
 * carousels sit low on their pages: loading and starting Embla on load (it measures every slide)
 * would compete with the first paint and hydration on slow phones, and a visitor who never
 * scrolls that far never pays for it. Until then CarouselSlides scrolls natively.
 */
export function useEmblaNearViewport(options: EmblaOptionsType, plugins: EmblaPluginType[]) {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  // Read when Embla starts: callers pass literals that are new on every render.
  const settings = useRef({ options, plugins });

  useEffect(() => {
    if (!viewport) return;
    let embla: EmblaCarouselType | undefined;
    let unmounted = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('embla-carousel').then(({ default: EmblaCarousel }) => {
          if (unmounted) return;
          embla = EmblaCarousel(viewport, settings.current.options, settings.current.plugins);
          setApi(embla);
        });
      },
      { rootMargin: TAKE_OVER_MARGIN },
    );
    observer.observe(viewport);
    return () => {
      unmounted = true;
      observer.disconnect();
      embla?.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  return [setViewport, api] as const;
}
