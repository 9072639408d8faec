import type { PublicFormField } from '../public-forms/form-fields';
import { formatHalfDay, halfDayValue, type HalfDay } from './half-days';
import { NAME_MAX_LENGTH } from './patient-name';
import { APPOINTMENT_REASONS, REPLY_CHANNELS, VISIT_KINDS } from './reasons';
import { HALF_DAY_FIELDS, NOTE_MAX_LENGTH } from './request-form';

/**
 * The appointment form's fields as the public-form path describes them (decision 039): the page
 * writes them, the refusal page without JavaScript shows them again. The half-days are three
 * choices, the first required, offered from today's calendar.
 */
export const HALF_DAY_LABELS = [
  'Demi-journée souhaitée',
  'Deuxième choix (facultatif)',
  'Troisième choix (facultatif)',
];
export const NOTE_ADVICE = `Facultatif, ${NOTE_MAX_LENGTH}\u00a0caractères au plus. N’y écrivez pas de détails médicaux\u00a0: vous en parlerez en consultation.`;
export const CONSENT_LABEL =
  'J’accepte que le cabinet utilise ces informations pour me recontacter au sujet de ce rendez-vous (voir la politique de confidentialité).';

export function requestFormFields(halfDays: readonly HalfDay[]): PublicFormField[] {
  const halfDayOptions = halfDays.map((halfDay) => ({ value: halfDayValue(halfDay), label: formatHalfDay(halfDay) }));
  return [
    {
      name: 'motif',
      label: 'Motif de la consultation',
      kind: 'select',
      required: true,
      options: [
        { value: '', label: 'Choisissez…' },
        ...APPOINTMENT_REASONS.map((reason) => ({ value: reason.id, label: reason.label })),
      ],
    },
    {
      name: 'visite',
      label: 'Type de consultation',
      kind: 'select',
      // Not `required`: its first choice is an answer, and a required select must open on an empty
      // one (HTML); it always holds a value, the server checks it anyway.
      options: VISIT_KINDS.map((kind) => ({ value: kind.code, label: kind.label })),
    },
    ...HALF_DAY_FIELDS.map(
      (name, index): PublicFormField => ({
        name,
        label: HALF_DAY_LABELS[index]!,
        kind: 'select',
        required: index === 0,
        options: [{ value: '', label: index === 0 ? 'Choisissez…' : 'Aucun' }, ...halfDayOptions],
      }),
    ),
    {
      name: 'nom',
      label: 'Nom et prénom',
      kind: 'text',
      required: true,
      autocomplete: 'name',
      maxLength: NAME_MAX_LENGTH,
    },
    { name: 'telephone', label: 'Téléphone (Maroc)', kind: 'tel', required: true, autocomplete: 'tel' },
    {
      name: 'reponse',
      label: 'Comment vous répondre',
      kind: 'select',
      // Not `required`, as the visit kind above.
      options: REPLY_CHANNELS.map((channel) => ({ value: channel.code, label: channel.label })),
    },
    { name: 'note', label: 'Note pour le cabinet', kind: 'textarea', maxLength: NOTE_MAX_LENGTH },
    { name: 'consentement', label: CONSENT_LABEL, kind: 'checkbox', required: true },
  ];
}
