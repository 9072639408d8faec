import { Icon } from '@/components/site/icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { CarouselSlides } from '@/components/ui/carousel-slides';
import type { PublicTestimonial } from '@/lib/practice/testimonials';
import { TestimonialCard } from './testimonial-card';

/**
 * The reviews as a carousel (spec section 9: autoplay every 5 s, loops, stops on interaction),
 * driven by src/browser/carousels.ts, which shows the controls when it takes over. Without
 * JavaScript the row simply scrolls sideways; autoplay never starts under prefers-reduced-motion
 * and can always be paused.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly PublicTestimonial[] }) {
  const control = `${buttonVariants({ variant: 'outline', size: 'icon' })} rounded-full`;
  return (
    <div role="region" aria-roledescription="carrousel" aria-label="Avis de patients" data-carousel="testimonials">
      <CarouselSlides slideClassName="basis-[88%] sm:basis-1/2 lg:basis-1/3">
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </CarouselSlides>
      <div hidden className="mt-6 flex items-center justify-center gap-3" data-carousel-controls="">
        <button type="button" className={control} data-carousel-prev="">
          <Icon name="chevron-left" aria-hidden />
          <span className="sr-only">Avis précédent</span>
        </button>
        <button type="button" className={`${control} group`} data-carousel-toggle="" data-playing="false">
          <Icon name="pause" aria-hidden className="hidden group-data-[playing=true]:block" />
          <Icon name="play" aria-hidden className="group-data-[playing=true]:hidden" />
          <span className="sr-only" data-carousel-toggle-label="">
            Reprendre le défilement
          </span>
        </button>
        <button type="button" className={control} data-carousel-next="">
          <Icon name="chevron-right" aria-hidden />
          <span className="sr-only">Avis suivant</span>
        </button>
      </div>
    </div>
  );
}
