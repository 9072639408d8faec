'use client';

import { callAction } from '@/components/admin/call-action';
import { onSubmitted, useAction } from '@/components/admin/use-action';
import { type TextKey, useFormValues } from '@/components/admin/use-form-values';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import type { ActionResult } from '@/lib/actions/action-result';
import type { PracticeFormValues } from '@/lib/practice/practice-form';
import { copyDayRanges } from '@/lib/practice/opening-hours';
import { WEEKDAYS } from '@/lib/practice/practice-facts';
import { InputField, TextareaField } from '@/components/admin/form-field';
import { CopyDayHours } from './copy-day-hours';
import { TimeRangesEditor } from './time-ranges-editor';

type TextField = {
  key: TextKey<PracticeFormValues>;
  label: string;
  hint?: string;
  type?: string;
  inputMode?: 'decimal' | 'numeric' | 'tel' | 'email';
};

const SECTIONS: { title: string; fields: TextField[] }[] = [
  {
    title: 'Coordonnées',
    fields: [
      { key: 'name', label: 'Nom du cabinet' },
      {
        key: 'phone',
        label: 'Téléphone',
        hint: 'Format marocain (05 22 12 34 56) ou international (+33 1 23 45 67 89).',
        type: 'tel',
      },
      { key: 'chatNumber', label: 'Numéro WhatsApp', hint: 'Reçoit les demandes de rendez-vous.', type: 'tel' },
      { key: 'email', label: 'E-mail', type: 'email' },
    ],
  },
  {
    title: 'Adresse',
    fields: [
      { key: 'street', label: 'Rue' },
      { key: 'floor', label: 'Étage' },
      { key: 'boulevard', label: 'Boulevard' },
      { key: 'district', label: 'Quartier' },
      { key: 'postalCode', label: 'Code postal', inputMode: 'numeric' },
      { key: 'city', label: 'Ville' },
      { key: 'latitude', label: 'Latitude', hint: 'Entre -90 et 90, par exemple 33.5333.', inputMode: 'decimal' },
      { key: 'longitude', label: 'Longitude', hint: 'Entre -180 et 180, par exemple -7.6443.', inputMode: 'decimal' },
    ],
  },
  {
    title: 'Paiement',
    fields: [
      { key: 'paymentMethods', label: 'Moyens de paiement', hint: 'Séparés par des virgules.' },
      { key: 'currency', label: 'Devise', hint: 'Code à 3 lettres (MAD).' },
    ],
  },
  {
    title: 'Confidentialité et mentions légales',
    fields: [
      {
        key: 'legalController',
        label: 'Responsable du traitement',
        hint: 'Nom du médecin ou de la société, tel que déclaré à la CNDP.',
      },
      { key: 'legalCndpNumber', label: 'Numéro CNDP', hint: 'Numéro de déclaration ou d’autorisation de la CNDP.' },
      { key: 'legalHost', label: 'Hébergeur du site', hint: 'Nom et adresse de l’hébergeur.' },
    ],
  },
];

type Props = { initialValues: PracticeFormValues; save: (values: PracticeFormValues) => Promise<ActionResult> };

/** The practice's facts, weekly hours and address-change popup; a refused save keeps what was typed. */
export function PracticeFactsForm({ initialValues, save }: Props) {
  const { pending, errors, run } = useAction();
  const { values, set, bind } = useFormValues(initialValues, errors);

  const submit = onSubmitted(() => run(callAction(save(values)), 'Cabinet mis à jour'));

  const field = (spec: TextField) => (
    <InputField
      key={spec.key}
      id={`cabinet-${spec.key}`}
      label={spec.label}
      hint={spec.hint}
      type={spec.type ?? 'text'}
      inputMode={spec.inputMode}
      {...bind(spec.key)}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Informations du cabinet">
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="rounded-lg border bg-card p-4">
          <legend className="px-1 font-semibold">{section.title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">{section.fields.map(field)}</div>
        </fieldset>
      ))}

      <fieldset className="rounded-lg border bg-card p-4">
        <legend className="px-1 font-semibold">Horaires de la semaine</legend>
        <div className="space-y-3">
          {WEEKDAYS.map((day, index) => (
            <div key={day.code} className="grid gap-2 sm:grid-cols-[7rem_1fr] sm:items-center">
              <span className="text-sm font-medium">{day.label}</span>
              <div>
                <TimeRangesEditor
                  label={day.label}
                  ranges={values.weeklyHours[index]!}
                  onChange={(ranges) =>
                    set(
                      'weeklyHours',
                      values.weeklyHours.map((current, position) => (position === index ? ranges : current)),
                    )
                  }
                  invalid={Boolean(errors[`weeklyHours.${index}`])}
                  errorId={`cabinet-hours-${index}-error`}
                />
                <FieldError id={`cabinet-hours-${index}-error`} message={errors[`weeklyHours.${index}`]} />
                <CopyDayHours
                  from={index}
                  onCopy={(to) => set('weeklyHours', copyDayRanges(values.weeklyHours, index, to))}
                />
              </div>
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border bg-card p-4">
        <legend className="px-1 font-semibold">Fenêtre « Nouvelle Adresse du Cabinet »</legend>
        <div className="flex items-center gap-3">
          <Switch
            id="cabinet-popupEnabled"
            checked={values.popupEnabled}
            onCheckedChange={(checked) => set('popupEnabled', checked)}
          />
          <Label htmlFor="cabinet-popupEnabled">Afficher la fenêtre sur le site public</Label>
        </div>
        <TextareaField id="cabinet-popupText" label="Texte de la fenêtre" {...bind('popupText')} rows={2} />
        <TextareaField
          id="cabinet-popupAddress"
          label="Adresse annoncée"
          hint="Une ligne par ligne imprimée ; vide : l’adresse du cabinet."
          {...bind('popupAddress')}
          rows={3}
        />
        <InputField
          id="cabinet-popupLastDay"
          label="Dernier jour d’affichage"
          hint="Vide : sans fin. La fenêtre disparaît d’elle-même le lendemain."
          {...bind('popupLastDay')}
          type="date"
          className="w-48"
        />
      </fieldset>

      <fieldset className="rounded-lg border bg-card p-4">
        <legend className="px-1 font-semibold">Annonce des fermetures</legend>
        <InputField
          id="cabinet-closureNoticeDays"
          label="Jours d’annonce avant une fermeture"
          hint="Le bandeau paraît ce nombre de jours avant le premier jour d’une fermeture ou d’horaires exceptionnels."
          {...bind('closureNoticeDays')}
          inputMode="numeric"
          className="w-24"
        />
      </fieldset>

      <fieldset className="space-y-4 rounded-lg border bg-card p-4">
        <legend className="px-1 font-semibold">Demandes de rendez-vous</legend>
        <InputField
          id="cabinet-requestRetentionDays"
          label="Conservation des demandes traitées (jours)"
          hint="Une demande fermée (rendez-vous fixé, sans réponse ou archivée) est supprimée après ce délai."
          {...bind('requestRetentionDays')}
          inputMode="numeric"
          className="w-24"
        />
        <div className="flex items-center gap-3">
          <Switch
            id="cabinet-editorsMayHandleRequests"
            checked={values.editorsMayHandleRequests}
            onCheckedChange={(checked) => set('editorsMayHandleRequests', checked)}
          />
          <Label htmlFor="cabinet-editorsMayHandleRequests">Les éditeurs voient et traitent aussi les demandes</Label>
        </div>
      </fieldset>

      <Button type="submit" disabled={pending}>
        {pending ? 'Enregistrement…' : 'Enregistrer'}
      </Button>
    </form>
  );
}
