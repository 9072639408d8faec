import { TESTIMONIALS } from '@/content/testimonials';
import { SectionHeading } from '../section-heading';
import { TestimonialCarousel } from './testimonial-carousel';

export function TestimonialsSection() {
  return (
    <section id="avis" aria-labelledby="avis-titre" className="scroll-mt-20 py-16 sm:py-20 render-when-near">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="avis-titre" eyebrow="Avis" title="Ce que disent nos patients" />
        <div className="mt-12">
          <TestimonialCarousel label="Avis de patients" testimonials={TESTIMONIALS} />
        </div>
      </div>
    </section>
  );
}
