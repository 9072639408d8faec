'use server';

import { revalidatePath } from 'next/cache';
import { z } from '@/lib/forms/zod';
import { parsePeriodForm, parsePracticeForm, type CabinetActionResult } from '@/lib/practice/practice-form';
import { casablancaDay } from '@/lib/practice/practice-days';
import { parseTestimonialForm } from '@/lib/practice/testimonials';
import { runAction, type ActionFailure } from '@/server/actions/run-action';
import { requireAdmin } from '@/server/auth/session';
import { logger } from '@/server/logger';
import { addPracticePeriod, deletePracticePeriod } from '@/server/practice/practice-periods';
import { savePracticeFacts } from '@/server/practice/practice-settings';
import { addTestimonial, deleteTestimonial, moveTestimonial, setTestimonialVisibility, updateTestimonial } from '@/server/practice/testimonials';
import { revalidateRouterAfterPublicChange } from '@/server/public-cache/revalidate-public-pages';

const INVALID = 'Certains champs sont à corriger.';
const FAILED = "L’enregistrement n’a pas abouti. Veuillez réessayer.";
const PERIOD_GONE = "Cette période n’existe plus.";
const TESTIMONIAL_GONE = 'Cet avis n’existe plus.';

/** Every public page shows the practice: all of them, and this page's history, are refreshed. */
function afterChange(): void {
  revalidateRouterAfterPublicChange();
  revalidatePath('/admin', 'layout');
}

function cabinetFailure(log: string, context?: Record<string, unknown>): ActionFailure<CabinetActionResult> {
  return { answer: (message) => ({ ok: false, errors: {}, message }), message: FAILED, log, context };
}

export async function savePracticeFactsAction(values: unknown): Promise<CabinetActionResult> {
  return runAction<CabinetActionResult>(
    async () => {
      const admin = await requireAdmin();
      const parsed = parsePracticeForm(values);
      if (!parsed.ok) return { ok: false, errors: parsed.errors, message: INVALID };
      await savePracticeFacts(parsed.facts, admin);
      afterChange();
      logger.info({ by: admin.email }, 'Practice facts saved');
      return { ok: true, message: 'Les informations du cabinet sont enregistrées.' };
    },
    cabinetFailure('Saving the practice facts failed'),
  );
}

export async function addPracticePeriodAction(values: unknown): Promise<CabinetActionResult> {
  return runAction<CabinetActionResult>(
    async () => {
      const admin = await requireAdmin();
      const parsed = parsePeriodForm(values);
      if (!parsed.ok) return { ok: false, errors: parsed.errors, message: INVALID };
      await addPracticePeriod(parsed.period, admin);
      afterChange();
      logger.info({ by: admin.email, firstDay: parsed.period.firstDay }, 'Practice period added');
      return { ok: true, message: 'La période est enregistrée.' };
    },
    cabinetFailure('Adding a practice period failed'),
  );
}

export async function deletePracticePeriodAction(periodId: unknown): Promise<CabinetActionResult> {
  return runAction<CabinetActionResult>(
    async () => {
      const admin = await requireAdmin();
      const id = z.uuid().safeParse(periodId);
      if (!id.success) return { ok: false, errors: {}, message: PERIOD_GONE };
      await deletePracticePeriod(id.data, admin);
      afterChange();
      return { ok: true, message: 'La période est supprimée.' };
    },
    cabinetFailure('Deleting a practice period failed', { periodId }),
  );
}

/** Adds a testimonial (no id) or saves an existing one. */
export async function saveTestimonialAction(testimonialId: unknown, values: unknown): Promise<CabinetActionResult> {
  return runAction<CabinetActionResult>(
    async () => {
      const admin = await requireAdmin();
      const parsed = parseTestimonialForm(values, casablancaDay(new Date()));
      if (!parsed.ok) return { ok: false, errors: parsed.errors, message: INVALID };
      if (testimonialId === null) {
        await addTestimonial(parsed.testimonial, admin);
      } else {
        const id = z.uuid().safeParse(testimonialId);
        if (!id.success || !(await updateTestimonial(id.data, parsed.testimonial, admin))) return { ok: false, errors: {}, message: TESTIMONIAL_GONE };
      }
      afterChange();
      return { ok: true, message: 'L’avis est enregistré.' };
    },
    cabinetFailure('Saving a testimonial failed', { testimonialId }),
  );
}

export async function setTestimonialVisibilityAction(testimonialId: unknown, visible: unknown): Promise<CabinetActionResult> {
  return runAction<CabinetActionResult>(
    async () => {
      const admin = await requireAdmin();
      const id = z.uuid().safeParse(testimonialId);
      const shown = z.boolean().safeParse(visible);
      if (!id.success || !shown.success || !(await setTestimonialVisibility(id.data, shown.data, admin))) return { ok: false, errors: {}, message: TESTIMONIAL_GONE };
      afterChange();
      return { ok: true, message: shown.data ? 'L’avis est affiché sur le site.' : 'L’avis est masqué : le site ne le montre plus.' };
    },
    cabinetFailure('Showing or hiding a testimonial failed', { testimonialId }),
  );
}

export async function moveTestimonialAction(testimonialId: unknown, direction: unknown): Promise<CabinetActionResult> {
  return runAction<CabinetActionResult>(
    async () => {
      const admin = await requireAdmin();
      const id = z.uuid().safeParse(testimonialId);
      const way = z.enum(['up', 'down']).safeParse(direction);
      if (!id.success || !way.success || !(await moveTestimonial(id.data, way.data, admin))) return { ok: false, errors: {}, message: TESTIMONIAL_GONE };
      afterChange();
      return { ok: true, message: 'L’ordre des avis est enregistré.' };
    },
    cabinetFailure('Moving a testimonial failed', { testimonialId }),
  );
}

export async function deleteTestimonialAction(testimonialId: unknown): Promise<CabinetActionResult> {
  return runAction<CabinetActionResult>(
    async () => {
      const admin = await requireAdmin();
      const id = z.uuid().safeParse(testimonialId);
      if (!id.success || !(await deleteTestimonial(id.data, admin))) return { ok: false, errors: {}, message: TESTIMONIAL_GONE };
      afterChange();
      return { ok: true, message: 'L’avis est supprimé.' };
    },
    cabinetFailure('Deleting a testimonial failed', { testimonialId }),
  );
}
