import { Children, type ReactNode, type Ref } from 'react';

/**
 * The Embla viewport and its slides, labelled 'N sur M'. Until Embla is ready (or without
 * JavaScript) the row scrolls sideways with snap points, so every slide stays reachable.
 */
export function CarouselSlides(props: {
  viewportRef: Ref<HTMLDivElement>;
  ready: boolean;
  slideClassName: string;
  children: ReactNode;
}) {
  const slides = Children.toArray(props.children);
  // relative: visually hidden texts inside slides are absolutely positioned and must be clipped too.
  const viewport = props.ready ? 'relative overflow-hidden' : 'relative snap-x snap-mandatory overflow-x-auto';
  return (
    // While the row scrolls natively it takes keyboard focus, so arrow keys can scroll it too.
    <div ref={props.viewportRef} className={viewport} tabIndex={props.ready ? undefined : 0}>
      <div className="-ml-4 flex touch-pan-y">
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="diapositive"
            aria-label={`${index + 1} sur ${slides.length}`}
            className={`carousel-slide ${props.slideClassName}`}
          >
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
}
