import { z } from '@/lib/forms/zod';
import { monthLabel } from '../text/french-dates';
import { textField } from '../text/xml-characters';
import { addDays, casablancaDay, daysBetween, isCalendarDay, startOfCasablancaDay } from './practice-days';

/**
 * Patients' testimonials, edited on 'Cabinet' (decision 035): the day a testimonial was given is
 * stored ('YYYY-MM-DD', Casablanca) and the public card says how long ago, computed against the
 * day the page is rendered; the page cache keeps the page only until one of these labels changes
 * (nextTestimonialLabelChange).
 */
export type Testimonial = {
  id: string;
  firstName: string;
  text: string;
  givenOn: string;
  doctorAnswer: string | null;
  /** 1 to 5 when the patient gave one; no stars otherwise (a practice shows only ratings received). */
  rating: number | null;
  visible: boolean;
  position: number;
};

export const TESTIMONIAL_RATINGS = [1, 2, 3, 4, 5] as const;

/** What a public card shows. */
export type PublicTestimonial = Pick<
  Testimonial,
  'id' | 'firstName' | 'text' | 'givenOn' | 'doctorAnswer' | 'rating'
> & {
  dateLabel: string;
};

function parts(day: string): [number, number, number] {
  return day.split('-').map(Number) as [number, number, number];
}

/** Whole calendar months from `from` to `to` (31 January to 28 February is 0). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

/**
 * « il y a 3 semaines » as of `today`: days, then weeks, then months; from a year on, the month
 * itself (« mars 2025 »), which never needs changing again. A day after `today` (a clock set
 * back) reads « aujourd’hui ».
 */
export function testimonialDateLabel(givenOn: string, today: string): string {
  const days = daysBetween(givenOn, today);
  if (days <= 0) return 'aujourd’hui';
  if (days === 1) return 'hier';
  if (days < 7) return `il y a ${days}\u00a0jours`;
  const months = monthsBetween(givenOn, today);
  if (months < 1) {
    const weeks = Math.floor(days / 7);
    return `il y a ${weeks}\u00a0semaine${weeks > 1 ? 's' : ''}`;
  }
  if (months < 12) return `il y a ${months}\u00a0mois`;
  return monthLabel(givenOn.slice(0, 7));
}

// A label changes at most yearly (« il y a 11 mois » → « mars 2025 »), so a year and a day
// of look-ahead always finds the next change when there is one.
const LOOK_AHEAD_DAYS = 367;

/**
 * The instant (a midnight in Casablanca) after `now` at which the label of one of `givenOns`
 * changes, or null when none will: a public page cached at `now` is right until then.
 */
export function nextTestimonialLabelChange(givenOns: readonly string[], now: Date): Date | null {
  if (givenOns.length === 0) return null;
  const today = casablancaDay(now);
  const labels = givenOns.map((day) => testimonialDateLabel(day, today));
  for (let offset = 1; offset <= LOOK_AHEAD_DAYS; offset += 1) {
    const day = addDays(today, offset);
    if (givenOns.some((givenOn, index) => testimonialDateLabel(givenOn, day) !== labels[index]))
      return startOfCasablancaDay(day);
  }
  return null;
}

export function toPublicTestimonial(testimonial: Testimonial, today: string): PublicTestimonial {
  const { id, firstName, text, givenOn, doctorAnswer, rating } = testimonial;
  return { id, firstName, text, givenOn, doctorAnswer, rating, dateLabel: testimonialDateLabel(givenOn, today) };
}

/** The Cabinet page's testimonial form, as typed. */
export type TestimonialFormValues = {
  firstName: string;
  text: string;
  givenOn: string;
  doctorAnswer: string;
  /** '' when the patient gave no rating, '1' to '5' otherwise. */
  rating: string;
  visible: boolean;
};

export type TestimonialInput = Omit<Testimonial, 'id' | 'position'>;

/** The testimonial form checked and turned into a testimonial: the Cabinet action's schema. */
export const testimonialSchema = (today: string) =>
  z
    .object({
      firstName: textField('Le prénom', 60),
      text: textField('Le texte', 1000),
      givenOn: z
        .string()
        .trim()
        .refine(isCalendarDay, 'La date doit être une date valide.')
        .refine((day) => day <= today, 'La date ne peut pas être dans le futur.'),
      doctorAnswer: textField('La réponse', 1000, { optional: true }),
      rating: z
        .string()
        .trim()
        .refine((value) => value === '' || /^[1-5]$/.test(value), 'La note va de 1 à 5, ou aucune.')
        .default(''),
      visible: z.boolean(),
    })
    .transform(
      (v): TestimonialInput => ({
        firstName: v.firstName,
        text: v.text,
        givenOn: v.givenOn,
        doctorAnswer: v.doctorAnswer === '' ? null : v.doctorAnswer,
        rating: v.rating === '' ? null : Number(v.rating),
        visible: v.visible,
      }),
    );

export function testimonialFormValues(testimonial: Testimonial): TestimonialFormValues {
  return {
    firstName: testimonial.firstName,
    text: testimonial.text,
    givenOn: testimonial.givenOn,
    doctorAnswer: testimonial.doctorAnswer ?? '',
    rating: testimonial.rating === null ? '' : String(testimonial.rating),
    visible: testimonial.visible,
  };
}

/** Summaries for the Cabinet page's history. */
export const describeTestimonial = {
  added: (t: Pick<Testimonial, 'firstName'>) => `Avis ajouté : « ${t.firstName} ».`,
  changed: (t: Pick<Testimonial, 'firstName'>) => `Avis modifié : « ${t.firstName} ».`,
  shown: (t: Pick<Testimonial, 'firstName'>) => `Avis affiché : « ${t.firstName} ».`,
  hidden: (t: Pick<Testimonial, 'firstName'>) => `Avis masqué : « ${t.firstName} ».`,
  moved: (t: Pick<Testimonial, 'firstName'>) => `Avis déplacé : « ${t.firstName} ».`,
  deleted: (t: Pick<Testimonial, 'firstName'>) => `Avis supprimé : « ${t.firstName} ».`,
};
