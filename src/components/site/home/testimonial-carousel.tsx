'use client';

import { useEffect, useRef, useState } from 'react';
import { useEmblaNearViewport } from '@/components/ui/use-embla-near-viewport';
import Autoplay from 'embla-carousel-autoplay';
import { ChevronLeft, ChevronRight, Pause, Play } from '@/components/site/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { CarouselSlides } from '@/components/ui/carousel-slides';
import type { Testimonial } from '@/content/testimonials';
import { TestimonialCard } from './testimonial-card';

// Spec section 9: autoplay every 5000 ms, loops, stops on interaction.
const AUTOPLAY_DELAY_MS = 5000;

/**
 * The cards are rendered here from the reviews' text, into the HTML by the server and again on
 * hydration, so the page's React payload carries the text rather than the cards' markup
 * (decision 019). Without JavaScript the row simply scrolls sideways; autoplay never starts
 * under prefers-reduced-motion and can always be paused.
 */
export function TestimonialCarousel({ label, testimonials }: { label: string; testimonials: readonly Testimonial[] }) {
  // Started by hand below, so that reduced motion and a visitor's stop survive Embla's reInit.
  const [autoplay] = useState(() => Autoplay({ delay: AUTOPLAY_DELAY_MS, stopOnInteraction: true, playOnInit: false }));
  const [viewportRef, api] = useEmblaNearViewport({ loop: true, align: 'start' }, [autoplay]);
  const [playing, setPlaying] = useState(false);
  const stoppedByVisitor = useRef(false);

  useEffect(() => {
    if (!api) return;
    // The plugin emits these before updating isPlaying(): take the state from the event itself.
    const playingNow = () => setPlaying(true);
    const stoppedNow = () => setPlaying(false);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    // Embla re-creates its plugins when the layout changes (reInit): play again unless told not to.
    const resume = () => {
      if (!reducedMotion && !stoppedByVisitor.current) autoplay.play();
    };
    const visitorTookOver = () => {
      stoppedByVisitor.current = true;
    };
    api.on('autoplay:play', playingNow).on('autoplay:stop', stoppedNow).on('reInit', resume).on('pointerDown', visitorTookOver);
    resume();
    return () => {
      api.off('autoplay:play', playingNow).off('autoplay:stop', stoppedNow).off('reInit', resume).off('pointerDown', visitorTookOver);
    };
  }, [api, autoplay]);

  const pause = () => {
    stoppedByVisitor.current = true;
    autoplay.stop();
  };
  const play = () => {
    stoppedByVisitor.current = false;
    autoplay.play();
  };
  const step = (direction: 'prev' | 'next') => {
    pause();
    if (direction === 'prev') api?.scrollPrev();
    else api?.scrollNext();
  };
  const control = `${buttonVariants({ variant: 'outline', size: 'icon' })} rounded-full`;

  return (
    <div role="region" aria-roledescription="carrousel" aria-label={label}>
      <CarouselSlides viewportRef={viewportRef} ready={!!api} slideClassName="basis-[88%] sm:basis-1/2 lg:basis-1/3">
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} />
        ))}
      </CarouselSlides>
      {api && (
        <div className="mt-6 flex items-center justify-center gap-3">
          <button type="button" className={control} onClick={() => step('prev')}>
            <ChevronLeft aria-hidden />
            <span className="sr-only">Avis précédent</span>
          </button>
          <button type="button" className={control} onClick={playing ? pause : play}>
            {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
            <span className="sr-only">{playing ? 'Mettre en pause le défilement' : 'Reprendre le défilement'}</span>
          </button>
          <button type="button" className={control} onClick={() => step('next')}>
            <ChevronRight aria-hidden />
            <span className="sr-only">Avis suivant</span>
          </button>
        </div>
      )}
    </div>
  );
}
