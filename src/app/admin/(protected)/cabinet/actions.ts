'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/forms/zod';
import { FIELDS_TO_CORRECT_MESSAGE, refusal, type ActionResult } from '@/lib/actions/action-result';
import { refusedForm } from '@/lib/forms/form-errors';
import { PRACTICE_FIELD_ERRORS, practiceFactsSchema, practicePeriodSchema } from '@/lib/practice/practice-form';
import { casablancaDay } from '@/lib/practice/practice-days';
import { testimonialSchema } from '@/lib/practice/testimonials';
import { staffAction } from '@/server/actions/staff-action';
import { requireAdmin } from '@/server/auth/session';
import { logger } from '@/server/logger';
import { addPracticePeriod, deletePracticePeriod } from '@/server/practice/practice-periods';
import { savePracticeFacts } from '@/server/practice/practice-settings';
import {
  addTestimonial,
  deleteTestimonial,
  moveTestimonial,
  setTestimonialVisibility,
  updateTestimonial,
} from '@/server/practice/testimonials';
import { revalidateRouterAfterPublicChange } from '@/server/public-cache/revalidate-public-pages';

const FAILED = 'L’enregistrement n’a pas abouti. Veuillez réessayer.';
const PERIOD_GONE = 'Cette période n’existe plus.';
const TESTIMONIAL_GONE = 'Cet avis n’existe plus.';

/** Every public page shows the practice: all of them, and this page's history, are refreshed. */
function afterChange(result: ActionResult): void {
  if (!result.ok) return;
  revalidateRouterAfterPublicChange();
  revalidatePath('/admin', 'layout');
}

const failure = (log: string, context?: (id: unknown) => Record<string, unknown>) => ({
  message: FAILED,
  log,
  context,
});
const testimonial = z.object({ testimonialId: z.uuid() });

export const savePracticeFactsAction = staffAction({
  guard: requireAdmin,
  schema: practiceFactsSchema,
  invalid: (error) => refusedForm(error, undefined, FIELDS_TO_CORRECT_MESSAGE, PRACTICE_FIELD_ERRORS),
  run: async (facts, admin) => {
    await savePracticeFacts(facts, admin);
    logger.info({ by: admin.email }, 'Practice facts saved');
    return { ok: true, message: 'Les informations du cabinet sont enregistrées.' };
  },
  revalidate: afterChange,
  failure: failure('Saving the practice facts failed'),
});

export const addPracticePeriodAction = staffAction({
  guard: requireAdmin,
  schema: practicePeriodSchema,
  invalid: (error) => refusedForm(error, undefined, FIELDS_TO_CORRECT_MESSAGE),
  run: async (period, admin) => {
    await addPracticePeriod(period, admin);
    logger.info({ by: admin.email, firstDay: period.firstDay }, 'Practice period added');
    return { ok: true, message: 'La période est enregistrée.' };
  },
  revalidate: afterChange,
  failure: failure('Adding a practice period failed'),
});

export const deletePracticePeriodAction = staffAction({
  guard: requireAdmin,
  input: (periodId: unknown) => ({ periodId }),
  schema: z.object({ periodId: z.uuid() }),
  invalid: PERIOD_GONE,
  run: async ({ periodId }, admin) => {
    await deletePracticePeriod(periodId, admin);
    return { ok: true, message: 'La période est supprimée.' };
  },
  revalidate: afterChange,
  failure: failure('Deleting a practice period failed', (periodId) => ({ periodId })),
});

/** Adds a testimonial (no id) or saves an existing one. */
export const saveTestimonialAction = staffAction({
  guard: requireAdmin,
  input: (testimonialId: unknown, values: unknown) => ({ testimonialId, values }),
  schema: () => z.object({ testimonialId: z.uuid().nullable(), values: testimonialSchema(casablancaDay(new Date())) }),
  invalid: (error) =>
    error.issues.some((issue) => issue.path[0] === 'values')
      ? refusedForm(error, undefined, FIELDS_TO_CORRECT_MESSAGE, { under: 'values' })
      : refusal(TESTIMONIAL_GONE),
  run: async ({ testimonialId, values }, admin) => {
    if (testimonialId === null) await addTestimonial(values, admin);
    else if (!(await updateTestimonial(testimonialId, values, admin))) return refusal(TESTIMONIAL_GONE);
    return { ok: true, message: 'L’avis est enregistré.' };
  },
  revalidate: afterChange,
  failure: failure('Saving a testimonial failed', (testimonialId) => ({ testimonialId })),
});

export const setTestimonialVisibilityAction = staffAction({
  guard: requireAdmin,
  input: (testimonialId: unknown, visible: unknown) => ({ testimonialId, visible }),
  schema: testimonial.extend({ visible: z.boolean() }),
  invalid: TESTIMONIAL_GONE,
  run: async ({ testimonialId, visible }, admin) => {
    if (!(await setTestimonialVisibility(testimonialId, visible, admin))) return refusal(TESTIMONIAL_GONE);
    return {
      ok: true,
      message: visible ? 'L’avis est affiché sur le site.' : 'L’avis est masqué : le site ne le montre plus.',
    };
  },
  revalidate: afterChange,
  failure: failure('Showing or hiding a testimonial failed', (testimonialId) => ({ testimonialId })),
});

export const moveTestimonialAction = staffAction({
  guard: requireAdmin,
  input: (testimonialId: unknown, direction: unknown) => ({ testimonialId, direction }),
  schema: testimonial.extend({ direction: z.enum(['up', 'down']) }),
  invalid: TESTIMONIAL_GONE,
  run: async ({ testimonialId, direction }, admin) => {
    if (!(await moveTestimonial(testimonialId, direction, admin))) return refusal(TESTIMONIAL_GONE);
    return { ok: true, message: 'L’ordre des avis est enregistré.' };
  },
  revalidate: afterChange,
  failure: failure('Moving a testimonial failed', (testimonialId) => ({ testimonialId })),
});

export const deleteTestimonialAction = staffAction({
  guard: requireAdmin,
  input: (testimonialId: unknown) => ({ testimonialId }),
  schema: testimonial,
  invalid: TESTIMONIAL_GONE,
  run: async ({ testimonialId }, admin) => {
    if (!(await deleteTestimonial(testimonialId, admin))) return refusal(TESTIMONIAL_GONE);
    return { ok: true, message: 'L’avis est supprimé.' };
  },
  revalidate: afterChange,
  failure: failure('Deleting a testimonial failed', (testimonialId) => ({ testimonialId })),
});
