import { describe, expect, it } from 'vitest';
import { startOfCasablancaDay } from './practice-days';
import { firstErrorPerField } from '@/lib/forms/form-errors';
import { nextTestimonialLabelChange, testimonialDateLabel, testimonialSchema } from './testimonials';

// The Cabinet action's check; `today` is the Casablanca day of the check (no date in the future).
function parseTestimonialForm(values: unknown, today: string) {
  const parsed = testimonialSchema(today).safeParse(values);
  return parsed.success
    ? { ok: true as const, testimonial: parsed.data }
    : { ok: false as const, errors: firstErrorPerField(parsed.error) };
}

describe('a testimonial’s date is shown as how long ago, against the day of the page', () => {
  it.each([
    ['2026-11-25', 'aujourd’hui'],
    ['2026-11-24', 'hier'],
    ['2026-11-20', 'il y a 5\u00a0jours'],
    ['2026-11-18', 'il y a 1\u00a0semaine'],
    ['2026-11-11', 'il y a 2\u00a0semaines'],
    ['2026-10-26', 'il y a 4\u00a0semaines'],
    ['2026-10-25', 'il y a 1\u00a0mois'],
    ['2026-05-25', 'il y a 6\u00a0mois'],
    ['2025-11-26', 'il y a 11\u00a0mois'],
    ['2025-11-25', 'novembre 2025'],
    ['2026-11-30', 'aujourd’hui'],
  ])('%s on 2026-11-25 reads « %s »', (givenOn, label) => {
    expect(testimonialDateLabel(givenOn, '2026-11-25')).toBe(label);
  });
});

describe('the cached home page is kept only until a testimonial’s label changes', () => {
  const now = new Date('2026-11-25T10:00:00.000Z');

  it('names the next Casablanca midnight at which a label moves on', () => {
    // 2 weeks on the 25th (given the 11th) becomes 3 weeks on the 2nd of December.
    expect(nextTestimonialLabelChange(['2026-11-11'], now)).toEqual(startOfCasablancaDay('2026-12-02'));
    expect(nextTestimonialLabelChange(['2026-11-11', '2026-11-24'], now)).toEqual(startOfCasablancaDay('2026-11-26'));
    // 6 months becomes 7 on the same day of the next month.
    expect(nextTestimonialLabelChange(['2026-05-25'], now)).toEqual(startOfCasablancaDay('2026-12-25'));
  });

  it('has none once every label is a month and year, or when nothing is shown', () => {
    expect(nextTestimonialLabelChange(['2024-03-10'], now)).toBeNull();
    expect(nextTestimonialLabelChange([], now)).toBeNull();
  });
});

describe('the Cabinet testimonial form', () => {
  const valid = {
    firstName: ' Salma ',
    text: 'Très bon accueil.',
    givenOn: '2026-11-20',
    doctorAnswer: '',
    visible: true,
  };

  it('keeps a testimonial without a doctor’s answer', () => {
    expect(parseTestimonialForm(valid, '2026-11-25')).toEqual({
      ok: true,
      testimonial: {
        firstName: 'Salma',
        text: 'Très bon accueil.',
        givenOn: '2026-11-20',
        doctorAnswer: null,
        rating: null,
        visible: true,
      },
    });
  });

  it('keeps the rating the patient gave, none when left empty, and refuses any other', () => {
    expect(parseTestimonialForm({ ...valid, rating: '4' }, '2026-11-25')).toMatchObject({ testimonial: { rating: 4 } });
    expect(parseTestimonialForm({ ...valid, rating: '' }, '2026-11-25')).toMatchObject({
      testimonial: { rating: null },
    });
    expect(parseTestimonialForm({ ...valid, rating: '5.5' }, '2026-11-25')).toMatchObject({ ok: false });
  });

  it('refuses a missing text and a date in the future, in French beside each field', () => {
    expect(parseTestimonialForm({ ...valid, text: ' ', givenOn: '2026-11-26' }, '2026-11-25')).toEqual({
      ok: false,
      errors: { text: 'Le texte est obligatoire.', givenOn: 'La date ne peut pas être dans le futur.' },
    });
  });
});
