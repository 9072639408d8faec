import { describe, expect, it } from 'vitest';
import { DEFAULT_PRACTICE_FACTS } from '@/content/practice';
import { remainingDemoAuthors, remainingPlaceholders } from './placeholders';
import { firstErrorPerField } from '@/lib/forms/form-errors';
import {
  PRACTICE_FIELD_ERRORS,
  practiceFactsSchema,
  practiceFormValues,
  practicePeriodSchema,
  type PeriodFormValues,
} from './practice-form';

// The Cabinet actions' checks: the schema, and the first message of each field.
function parsePracticeForm(values: unknown) {
  const parsed = practiceFactsSchema.safeParse(values);
  return parsed.success
    ? { ok: true as const, facts: parsed.data }
    : { ok: false as const, errors: firstErrorPerField(parsed.error, undefined, PRACTICE_FIELD_ERRORS) };
}

function parsePeriodForm(values: unknown) {
  const parsed = practicePeriodSchema.safeParse(values);
  return parsed.success
    ? { ok: true as const, period: parsed.data }
    : { ok: false as const, errors: firstErrorPerField(parsed.error) };
}

const valid = practiceFormValues(DEFAULT_PRACTICE_FACTS);

function errorsOf(changes: Partial<typeof valid>) {
  const result = parsePracticeForm({ ...valid, ...changes });
  if (result.ok) throw new Error('expected a refusal');
  return result.errors;
}

describe("the 'Cabinet' form", () => {
  it('reads back the facts it was filled from', () => {
    expect(parsePracticeForm(valid)).toEqual({ ok: true, facts: DEFAULT_PRACTICE_FACTS });
  });

  it('stores a typed Moroccan number in international form', () => {
    const result = parsePracticeForm({ ...valid, phone: '05 22 33 44 55', chatNumber: '+212 6 61 12 34 56' });
    expect(result.ok && [result.facts.phone, result.facts.chatNumber]).toEqual(['+212522334455', '+212661123456']);
  });

  it('refuses a phone number that is neither Moroccan nor international, in French, beside the field', () => {
    expect(errorsOf({ phone: '12 34' })).toEqual({
      phone: 'Le téléphone doit être un numéro marocain (05 22 12 34 56) ou international (+33 1 23 45 67 89).',
    });
    expect(Object.keys(errorsOf({ chatNumber: 'whatsapp' }))).toEqual(['chatNumber']);
  });

  it('refuses coordinates out of range', () => {
    expect(errorsOf({ latitude: '91', longitude: '-181' })).toEqual({
      latitude: 'La latitude doit être un nombre entre -90 et 90.',
      longitude: 'La longitude doit être un nombre entre -180 et 180.',
    });
    expect(errorsOf({ latitude: 'nord' }).latitude).toBe('La latitude doit être un nombre entre -90 et 90.');
  });

  it('names the weekday whose ranges overlap or close before they open', () => {
    const weeklyHours = valid.weeklyHours.map((ranges) => [...ranges]);
    weeklyHours[2] = [
      { opens: '09:00', closes: '13:00' },
      { opens: '12:00', closes: '17:00' },
    ];
    weeklyHours[5] = [{ opens: '13:00', closes: '10:00' }];
    expect(errorsOf({ weeklyHours })).toEqual({
      'weeklyHours.2': 'Les plages horaires se chevauchent.',
      'weeklyHours.5': 'L’heure de fermeture doit suivre l’heure d’ouverture.',
    });
  });

  it('refuses an invalid e-mail, postal code, currency and notice', () => {
    expect(
      Object.keys(
        errorsOf({ email: 'contact', postalCode: '2019', currency: 'dirham', closureNoticeDays: '-1' }),
      ).sort(),
    ).toEqual(['closureNoticeDays', 'currency', 'email', 'postalCode']);
  });

  it('asks for the popup text when the popup is on, and accepts an end date', () => {
    expect(errorsOf({ popupEnabled: true, popupText: ' ' })).toEqual({
      popupText: 'Le texte de la fenêtre est obligatoire quand elle est active.',
    });
    const result = parsePracticeForm({ ...valid, popupLastDay: '2026-12-31', popupAddress: 'Ligne 1\n\n Ligne 2 ' });
    expect(result.ok && result.facts.popup).toMatchObject({
      lastDay: '2026-12-31',
      addressLines: ['Ligne 1', 'Ligne 2'],
    });
    expect(errorsOf({ popupLastDay: '2026-02-30' })).toEqual({
      popupLastDay: 'Le dernier jour doit être une date valide.',
    });
  });
});

describe('a closure or special hours', () => {
  const period: PeriodFormValues = {
    label: 'Aïd al-Adha',
    firstDay: '2026-05-27',
    lastDay: '2026-05-29',
    closed: true,
    ranges: [],
    message: '',
  };

  it('is a closure when "closed" is ticked, whatever ranges were typed', () => {
    expect(parsePeriodForm({ ...period, ranges: [{ opens: '09:00', closes: '12:00' }] })).toEqual({
      ok: true,
      period: { label: 'Aïd al-Adha', firstDay: '2026-05-27', lastDay: '2026-05-29', ranges: [], message: null },
    });
  });

  it('refuses a last day before the first', () => {
    expect(parsePeriodForm({ ...period, lastDay: '2026-05-26' })).toEqual({
      ok: false,
      errors: { lastDay: 'Le dernier jour ne peut pas précéder le premier.' },
    });
  });

  it('asks for hours when the practice is open with special hours', () => {
    expect(parsePeriodForm({ ...period, closed: false })).toEqual({
      ok: false,
      errors: { ranges: 'Indiquez au moins une plage horaire, ou cochez « Cabinet fermé ».' },
    });
  });

  it('refuses overlapping special ranges and a missing label', () => {
    const result = parsePeriodForm({
      ...period,
      label: '',
      closed: false,
      ranges: [
        { opens: '09:00', closes: '12:00' },
        { opens: '11:00', closes: '13:00' },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: { label: 'Le libellé est obligatoire.', ranges: 'Les plages horaires se chevauchent.' },
    });
  });
});

describe('placeholders left from the first run', () => {
  it('lists every withheld fact on a fresh install', () => {
    expect(remainingPlaceholders(DEFAULT_PRACTICE_FACTS)).toEqual([
      'le téléphone',
      'le numéro WhatsApp',
      'l’e-mail',
      'la rue',
      'le boulevard',
      'les coordonnées',
      'le responsable du traitement',
      'le numéro CNDP',
      'l’hébergeur',
    ]);
  });

  it('is empty once the real values are saved', () => {
    const completed = {
      ...DEFAULT_PRACTICE_FACTS,
      phone: '+212522112233',
      chatNumber: '+212661112233',
      email: 'cabinet@example.ma',
      address: {
        ...DEFAULT_PRACTICE_FACTS.address,
        street: '12, rue des Oliviers',
        boulevard: 'boulevard Abdelkader Sahraoui',
      },
      geo: { latitude: 33.5312, longitude: -7.6451 },
      legal: { controller: 'Dr Exemple, médecin', cndpNumber: 'A-GC-123/2026', host: 'Hébergeur SARL, Casablanca' },
    };
    expect(remainingPlaceholders(completed)).toEqual([]);
  });
});

describe('the demo physicians are named as stand-ins until replaced or removed', () => {
  const karim = { name: 'Karim Exemple', title: 'Dr', registration_number: 'DEMO-0001' };
  const nadia = { name: 'Nadia Démo', title: 'Dr', registration_number: 'DEMO-0002' };

  it('names both on a fresh install, as readers see them', () => {
    expect(
      remainingDemoAuthors([karim, nadia, { name: 'Amal Réelle', title: 'Dr', registration_number: '12345' }]),
    ).toEqual(['Dr Karim Exemple', 'Dr Nadia Démo']);
  });

  it('still names one renamed but keeping its fake registration number, and none once replaced or removed', () => {
    expect(remainingDemoAuthors([{ ...karim, name: 'Karim Benali' }])).toEqual(['Dr Karim Benali']);
    expect(
      remainingDemoAuthors([
        { name: 'Karim Benali', title: 'Dr', registration_number: '98765' },
        { ...nadia, name: 'Nadia Alami', registration_number: null },
      ]),
    ).toEqual([]);
    expect(remainingDemoAuthors([])).toEqual([]);
  });
});
