import type { Metadata } from 'next';
import { PracticeFactsForm } from '@/components/admin/practice/practice-facts-form';
import { PracticeHistory } from '@/components/admin/practice/practice-history';
import { PracticePeriods } from '@/components/admin/practice/practice-periods';
import { PracticeTestimonials } from '@/components/admin/practice/practice-testimonials';
import { practiceFormValues } from '@/lib/practice/practice-form';
import { casablancaDay, formatPracticeDay } from '@/lib/practice/practice-days';
import { requireAdmin } from '@/server/auth/session';
import { listPeriodsEndingFrom } from '@/server/practice/practice-periods';
import { listPracticeChanges, readPracticeFacts } from '@/server/practice/practice-settings';
import { listTestimonials } from '@/server/practice/testimonials';
import {
  addPracticePeriodAction,
  deletePracticePeriodAction,
  deleteTestimonialAction,
  moveTestimonialAction,
  savePracticeFactsAction,
  saveTestimonialAction,
  setTestimonialVisibilityAction,
} from './actions';

export const metadata: Metadata = { title: 'Cabinet' };

/** Admins only: the practice's facts, weekly hours, popup, closures and special hours, testimonials. */
export default async function CabinetPage() {
  await requireAdmin();
  const today = casablancaDay(new Date());
  const [facts, periods, testimonials, changes] = await Promise.all([
    readPracticeFacts(),
    listPeriodsEndingFrom(today),
    listTestimonials(),
    listPracticeChanges(),
  ]);
  return (
    <div className="max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">Cabinet</h1>
        <p className="text-sm text-muted-foreground">
          Ce que le site public affiche du cabinet : coordonnées, horaires, fenêtre de changement d’adresse, fermetures
          et horaires exceptionnels, avis de patients.
        </p>
      </div>
      <PracticeFactsForm initialValues={practiceFormValues(facts)} save={savePracticeFactsAction} />
      <PracticePeriods
        periods={periods}
        noticeDays={facts.closureNoticeDays}
        add={addPracticePeriodAction}
        remove={deletePracticePeriodAction}
      />
      <PracticeTestimonials
        rows={testimonials.map((testimonial) => ({ testimonial, dayLabel: formatPracticeDay(testimonial.givenOn) }))}
        today={today}
        save={saveTestimonialAction}
        setVisibility={setTestimonialVisibilityAction}
        move={moveTestimonialAction}
        remove={deleteTestimonialAction}
      />
      <PracticeHistory changes={changes} />
    </div>
  );
}
