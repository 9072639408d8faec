'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useEmblaNearViewport } from '@/components/ui/use-embla-near-viewport';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight } from '@/components/site/icons';
import { CarouselSlides } from '@/components/ui/carousel-slides';
import type { CardData } from './card-data';
import { RecommendedSlide } from './recommended-slide';

// Spec section 9: auto-advance every 4000 ms, loop, pause on hover, stop for good on interaction.
const AUTOPLAY_DELAY_MS = 4000;

/**
 * The slides are rendered from the cards' data here, on both sides: the articles are in the
 * HTML, and the page's React payload carries a few strings per article rather than the cards'
 * markup a second time (decision 019). Before the script runs (or without it), the row simply
 * scrolls sideways. Once Embla is ready (when the carousel nears the screen) the viewport clips
 * and the carousel takes over.
 */
export function RecommendedCarousel({ label, cards }: { label: string; cards: CardData[] }) {
  const [autoplay] = useState(() => Autoplay({ delay: AUTOPLAY_DELAY_MS, playOnInit: false, stopOnInteraction: true }));
  const [viewportRef, api] = useEmblaNearViewport({ loop: true, align: 'start' }, [autoplay]);
  const interacted = useRef(false);
  const motionAllowed = useRef(false);

  useEffect(() => {
    if (!api) return;
    api.rootNode().scrollLeft = 0;
    motionAllowed.current = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (motionAllowed.current) autoplay.play();
    const stopForGood = () => {
      interacted.current = true;
      autoplay.stop();
    };
    api.on('pointerDown', stopForGood).on('slideFocusStart', stopForGood);
    return () => {
      api.off('pointerDown', stopForGood).off('slideFocusStart', stopForGood);
    };
  }, [api, autoplay]);

  const pause = useCallback(() => autoplay.stop(), [autoplay]);
  const resume = useCallback(() => {
    if (motionAllowed.current && !interacted.current) autoplay.play();
  }, [autoplay]);
  const go = useCallback(
    (direction: 'prev' | 'next') => {
      interacted.current = true;
      autoplay.stop();
      // Under reduced motion the buttons jump to the next slide instead of sliding there.
      const jump = !motionAllowed.current;
      if (direction === 'prev') api?.scrollPrev(jump);
      else api?.scrollNext(jump);
    },
    [api, autoplay],
  );

  return (
    <div role="group" aria-roledescription="carrousel" aria-label={label} onMouseEnter={pause} onMouseLeave={resume}>
      <CarouselSlides viewportRef={viewportRef} ready={!!api} slideClassName="basis-full md:basis-1/2">
        {cards.map((card) => (
          <RecommendedSlide key={card.slug} card={card} />
        ))}
      </CarouselSlides>
      <div className="mt-6 flex justify-end gap-3">
        <CarouselButton label="Article précédent" disabled={!api} onClick={() => go('prev')}>
          <ChevronLeft aria-hidden className="size-5" />
        </CarouselButton>
        <CarouselButton label="Article suivant" disabled={!api} onClick={() => go('next')}>
          <ChevronRight aria-hidden className="size-5" />
        </CarouselButton>
      </div>
    </div>
  );
}

function CarouselButton(props: { label: string; disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={props.onClick}
      className="inline-flex size-11 items-center justify-center rounded-full border bg-background text-slate-700 transition-colors hover:border-primary hover:text-primary disabled:opacity-40"
    >
      {props.children}
    </button>
  );
}
