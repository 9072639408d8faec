import type { ReactNode } from 'react';
import { Icon } from '@/components/site/icons';
import { CarouselSlides } from '@/components/ui/carousel-slides';
import type { CardData } from './card-data';
import { RecommendedSlide } from './recommended-slide';

/**
 * The other articles as a carousel (spec section 9: loop, auto-advance every 4 s, pause on
 * hover, stop for good on interaction), driven by src/browser/carousels.ts. The buttons stay
 * disabled until it takes over; before that the row scrolls sideways.
 */
export function RecommendedCarousel({ label, cards }: { label: string; cards: CardData[] }) {
  return (
    <div role="group" aria-roledescription="carrousel" aria-label={label} data-carousel="recommended">
      <CarouselSlides slideClassName="basis-full md:basis-1/2">
        {cards.map((card) => (
          <RecommendedSlide key={card.slug} card={card} />
        ))}
      </CarouselSlides>
      <div className="mt-6 flex justify-end gap-3">
        <CarouselButton label="Article précédent" control="prev">
          <Icon name="chevron-left" aria-hidden className="size-5" />
        </CarouselButton>
        <CarouselButton label="Article suivant" control="next">
          <Icon name="chevron-right" aria-hidden className="size-5" />
        </CarouselButton>
      </div>
    </div>
  );
}

function CarouselButton({
  label,
  control,
  children,
}: {
  label: string;
  control: 'prev' | 'next';
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled
      {...{ [`data-carousel-${control}`]: '' }}
      className="inline-flex size-11 items-center justify-center rounded-full border bg-background text-slate-700 transition-colors hover:border-primary hover:text-primary disabled:opacity-40"
    >
      {children}
    </button>
  );
}
