import 'server-only';
import { connection } from 'next/server';
import { cache } from 'react';
import { buildPracticeView, type PracticeView } from '@/lib/practice/practice-view';
import { toPublicTestimonial, type PublicTestimonial } from '@/lib/practice/testimonials';
import { casablancaDay } from '@/lib/practice/practice-days';
import { listPeriodsEndingFrom } from './practice-periods';
import { readPracticeFacts } from './practice-settings';
import { listTestimonials } from './testimonials';

/**
 * The practice as the public pages show it now, read once per request. Rendered per request
 * (`connection()`): what a page shows depends on the stored facts and on the Casablanca date, so
 * nothing may be frozen at build time; the public page cache keeps the result until the next save
 * or nextPracticeCalendarChange().
 */
export const getPublicPractice = cache(async (): Promise<PracticeView> => {
  await connection();
  const now = new Date();
  const [facts, periods] = await Promise.all([readPracticeFacts(), listPeriodsEndingFrom(casablancaDay(now))]);
  return buildPracticeView(facts, periods, now);
});

/**
 * The testimonials the home page shows, dated against today in Casablanca (decision 035): the
 * page cache keeps the page until nextTestimonialDateChange().
 */
export const getPublicTestimonials = cache(async (): Promise<PublicTestimonial[]> => {
  await connection();
  const today = casablancaDay(new Date());
  return (await listTestimonials(true)).map((testimonial) => toPublicTestimonial(testimonial, today));
});
