import type { Metadata } from 'next';
import { PracticeFactsForm } from '@/components/admin/practice/practice-facts-form';
import { PracticeHistory } from '@/components/admin/practice/practice-history';
import { PracticePeriods } from '@/components/admin/practice/practice-periods';
import { practiceFormValues } from '@/lib/practice/practice-form';
import { casablancaDay } from '@/lib/practice/practice-days';
import { requireAdmin } from '@/server/auth/session';
import { listPeriodsEndingFrom } from '@/server/practice/practice-periods';
import { listPracticeChanges, readPracticeFacts } from '@/server/practice/practice-settings';
import { addPracticePeriodAction, deletePracticePeriodAction, savePracticeFactsAction } from './actions';

export const metadata: Metadata = { title: 'Cabinet' };

/** Admins only: the practice's facts, weekly hours, popup, closures and special hours. */
export default async function CabinetPage() {
  await requireAdmin();
  const [facts, periods, changes] = await Promise.all([readPracticeFacts(), listPeriodsEndingFrom(casablancaDay(new Date())), listPracticeChanges()]);
  return (
    <div className="max-w-4xl space-y-8">
      <div>
        <h1 className="text-2xl font-semibold">Cabinet</h1>
        <p className="text-sm text-muted-foreground">
          Ce que le site public affiche du cabinet : coordonnées, horaires, fenêtre de changement d&apos;adresse, fermetures et horaires exceptionnels.
        </p>
      </div>
      <PracticeFactsForm initialValues={practiceFormValues(facts)} save={savePracticeFactsAction} />
      <PracticePeriods periods={periods} noticeDays={facts.closureNoticeDays} add={addPracticePeriodAction} remove={deletePracticePeriodAction} />
      <PracticeHistory changes={changes} />
    </div>
  );
}
