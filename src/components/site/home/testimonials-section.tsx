import { getPublicTestimonials } from '@/server/practice/public-practice';
import { HomeSection } from './home-section';
import { TestimonialCarousel } from './testimonial-carousel';

/** The testimonials the practice shows (Cabinet, decision 035); none shown, no section. */
export async function TestimonialsSection() {
  const testimonials = await getPublicTestimonials();
  if (testimonials.length === 0) return null;
  return (
    <HomeSection id="avis" eyebrow="Avis" title="Ce que disent nos patients">
      <div className="mt-12">
        <TestimonialCarousel testimonials={testimonials} />
      </div>
    </HomeSection>
  );
}
