import { Children, type ReactNode } from 'react';

/**
 * A carousel's viewport and its slides, labelled 'N sur M'. Until Embla takes over
 * (src/browser/carousels.ts) or without JavaScript, the row scrolls sideways with snap points and
 * takes keyboard focus, so every slide stays reachable; Embla then clips it.
 */
export function CarouselSlides({ slideClassName, children }: { slideClassName: string; children: ReactNode }) {
  const slides = Children.toArray(children);
  // relative: visually hidden texts inside slides are absolutely positioned and must be clipped too.
  return (
    <div className="relative snap-x snap-mandatory overflow-x-auto" tabIndex={0} data-carousel-viewport="">
      <div className="-ml-4 flex touch-pan-y">
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${index + 1} sur ${slides.length}`}
            className={`carousel-slide ${slideClassName}`}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}
