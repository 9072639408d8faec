import { getPublicTestimonials } from '@/server/practice/public-practice';
import { SectionHeading } from '../section-heading';
import { TestimonialCarousel } from './testimonial-carousel';

/** The testimonials the practice shows (Cabinet, decision 035); none shown, no section. */
export async function TestimonialsSection() {
  const testimonials = await getPublicTestimonials();
  if (testimonials.length === 0) return null;
  return (
    <section id="avis" aria-labelledby="avis-titre" className="scroll-mt-20 py-16 sm:py-20 render-when-near">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="avis-titre" eyebrow="Avis" title="Ce que disent nos patients" />
        <div className="mt-12">
          <TestimonialCarousel label="Avis de patients" testimonials={testimonials} />
        </div>
      </div>
    </section>
  );
}
