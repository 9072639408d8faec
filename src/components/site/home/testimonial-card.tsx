import { Icon } from '@/components/site/icons';
import type { PublicTestimonial } from '@/lib/practice/testimonials';

// One star plus its gap, in rem: the width of the rating-stars utility (globals.css) per star.
const STAR_PITCH_REM = 1.125;

function Stars({ rating }: { rating: number }) {
  return (
    <p className="flex text-amber-500">
      <span className="sr-only">Note : {rating} sur 5</span>
      <span aria-hidden className="rating-stars" style={{ width: `${rating * STAR_PITCH_REM - 0.125}rem` }} />
    </p>
  );
}

/** A figure whose caption (who, when) is its first child, as HTML allows, then the quote. */
export function TestimonialCard({ testimonial }: { testimonial: PublicTestimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-xl border bg-card p-6 shadow-sm">
      <figcaption className="flex items-start justify-between gap-3">
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.firstName}</span>
          <time dateTime={testimonial.givenOn} className="block text-sm text-muted-foreground">
            {testimonial.dateLabel}
          </time>
        </span>
        {testimonial.rating === null ? null : <Stars rating={testimonial.rating} />}
      </figcaption>
      <blockquote className="mt-4 flex-1 text-slate-700">« {testimonial.text} »</blockquote>
      {testimonial.doctorAnswer ? (
        <div className="mt-5 rounded-lg bg-secondary p-4 text-sm text-secondary-foreground">
          <p className="flex items-center gap-1.5 font-semibold">
            <Icon name="message-square-reply" aria-hidden className="size-4" />
            Réponse du médecin
          </p>
          <p className="mt-1">{testimonial.doctorAnswer}</p>
        </div>
      ) : null}
    </figure>
  );
}
