'use client';

import { callAction } from '@/components/admin/call-action';
import { onSubmitted, toastResult, useAction } from '@/components/admin/use-action';
import { useFormValues } from '@/components/admin/use-form-values';
import { ConfirmDeleteButton } from '@/components/admin/confirm-delete-button';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { formatRanges } from '@/lib/practice/opening-hours';
import { formatPeriodDates } from '@/lib/practice/practice-calendar';
import type { PracticePeriod } from '@/lib/practice/practice-facts';
import type { ActionResult } from '@/lib/actions/action-result';
import type { PeriodFormValues } from '@/lib/practice/practice-form';
import { InputField, TextareaField } from '@/components/admin/form-field';
import { TimeRangesEditor } from './time-ranges-editor';

const EMPTY: PeriodFormValues = { label: '', firstDay: '', lastDay: '', closed: true, ranges: [], message: '' };

type Props = {
  periods: PracticePeriod[];
  noticeDays: number;
  add: (values: PeriodFormValues) => Promise<ActionResult>;
  remove: (id: string) => Promise<ActionResult>;
};

/** Closures and special hours to come or under way; each ends by itself after its last day. */
export function PracticePeriods({ periods, noticeDays, add, remove }: Props) {
  const { pending, errors, run } = useAction();
  const { values, setValues, set, bind } = useFormValues(EMPTY, errors);

  const submit = onSubmitted(() => run(callAction(add(values)), 'Période ajoutée', () => setValues(EMPTY)));

  return (
    <section aria-labelledby="periodes-titre" className="space-y-4 rounded-lg border bg-card p-4">
      <div>
        <h2 id="periodes-titre" className="text-lg font-semibold">
          Fermetures et horaires exceptionnels
        </h2>
        <p className="text-sm text-muted-foreground">
          Un bandeau les annonce sur tout le site {noticeDays} jour{noticeDays > 1 ? 's' : ''} avant le premier jour ;
          ils disparaissent d’eux-mêmes après le dernier.
        </p>
      </div>
      {periods.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aucune fermeture à venir.</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {periods.map((period) => (
            <li key={period.id} className="flex items-start justify-between gap-3 p-3 text-sm">
              <div>
                <p className="font-medium">{period.label}</p>
                <p>
                  {formatPeriodDates(period)} : {formatRanges(period.ranges)}
                </p>
                {period.message ? <p className="text-muted-foreground">{period.message}</p> : null}
              </div>
              <ConfirmDeleteButton
                triggerLabel={`Supprimer « ${period.label} »`}
                title="Supprimer cette période ?"
                description={`« ${period.label} » ne sera plus annoncée sur le site.`}
                onConfirm={async () => toastResult(await callAction(remove(period.id)), 'Période supprimée')}
              />
            </li>
          ))}
        </ul>
      )}

      <form onSubmit={submit} noValidate aria-label="Nouvelle période" className="space-y-4 border-t pt-4">
        <h3 className="font-semibold">Nouvelle période</h3>
        <div className="grid gap-4 sm:grid-cols-3">
          <InputField id="periode-label" label="Libellé" {...bind('label')} hint="Par exemple « Aïd al-Adha »." />
          <InputField id="periode-firstDay" label="Premier jour" {...bind('firstDay')} type="date" />
          <InputField id="periode-lastDay" label="Dernier jour" {...bind('lastDay')} type="date" />
        </div>
        <div className="flex items-center gap-2">
          <Checkbox
            id="periode-closed"
            checked={values.closed}
            onCheckedChange={(checked) => set('closed', checked === true)}
          />
          <Label htmlFor="periode-closed">Cabinet fermé</Label>
        </div>
        {values.closed ? null : (
          <div className="space-y-2">
            <p className="text-sm font-medium">Horaires exceptionnels</p>
            <TimeRangesEditor
              label="Période"
              ranges={values.ranges}
              onChange={(ranges) => set('ranges', ranges)}
              invalid={Boolean(errors.ranges)}
              errorId="periode-ranges-error"
            />
          </div>
        )}
        <FieldError id="periode-ranges-error" message={errors.ranges} />
        <TextareaField id="periode-message" label="Message (facultatif)" {...bind('message')} rows={2} />
        <Button type="submit" disabled={pending}>
          {pending ? 'Enregistrement…' : 'Ajouter la période'}
        </Button>
      </form>
    </section>
  );
}
