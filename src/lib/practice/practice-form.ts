import { z } from '@/lib/forms/zod';
import { MAX_RETENTION_DAYS } from '../appointments/request-states';
import { linesOf, textField } from '../text/xml-characters';
import { rangesProblem } from './opening-hours';
import { displayPhoneNumber, toE164 } from './phone-number';
import { isCalendarDay } from './practice-days';
import { WEEKDAYS, type PracticeFacts, type PracticePeriod, type TimeRange } from './practice-facts';

/**
 * The 'Cabinet' form: values as typed (strings), checked on the server, turned into
 * PracticeFacts. Errors are French and keyed by field ('phone', 'weeklyHours.2' for Wednesday).
 */
export type TimeRangeInput = { opens: string; closes: string };

const phone = (label: string) =>
  z.string().transform((typed, context) => {
    const e164 = toE164(typed);
    if (e164 === null) {
      context.addIssue({
        code: 'custom',
        message: `${label} doit être un numéro marocain (05 22 12 34 56) ou international (+33 1 23 45 67 89).`,
      });
      return z.NEVER;
    }
    return e164;
  });

const coordinate = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} est obligatoire.`)
    .transform(Number)
    .refine(
      (value) => Number.isFinite(value) && Math.abs(value) <= limit,
      `${label} doit être un nombre entre -${limit} et ${limit}.`,
    );

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Indiquez les heures au format HH:MM.');

export const timeRangesSchema = z
  .array(z.object({ opens: time, closes: time }))
  .max(4, 'Quatre plages au plus par jour.')
  .superRefine((ranges, context) => {
    const problem = rangesProblem(ranges);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

const dayCount = z.string().trim().regex(/^\d+$/, 'Indiquez un nombre de jours.').transform(Number);

const day = (label: string) => z.string().trim().refine(isCalendarDay, `${label} doit être une date valide.`);

export const practiceFormSchema = z
  .object({
    name: textField('Le nom du cabinet', 120),
    phone: phone('Le téléphone'),
    chatNumber: phone('Le numéro WhatsApp'),
    email: z.string().trim().pipe(z.email('Adresse e-mail invalide.')),
    street: textField('La rue', 200),
    floor: textField('L’étage', 100, { optional: true }),
    boulevard: textField('Le boulevard', 200),
    district: textField('Le quartier', 100),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'Le code postal a 5 chiffres.'),
    city: textField('La ville', 100),
    latitude: coordinate('La latitude', 90),
    longitude: coordinate('La longitude', 180),
    paymentMethods: textField('Les moyens de paiement', 200).transform((value) =>
      value
        .split(',')
        .map((method) => method.trim())
        .filter(Boolean),
    ),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'La devise est un code de 3 lettres (MAD).'),
    weeklyHours: z.array(timeRangesSchema).length(WEEKDAYS.length),
    popupEnabled: z.boolean(),
    popupText: textField('Le texte', 500, { optional: true }),
    popupAddress: textField('L’adresse', 500, { optional: true }),
    popupLastDay: z.union([z.literal(''), day('Le dernier jour')]),
    closureNoticeDays: dayCount.refine((value) => value <= 90, 'Au plus 90 jours.'),
    legalController: textField('Le responsable du traitement', 200),
    legalCndpNumber: textField('Le numéro CNDP', 100),
    legalHost: textField('L’hébergeur', 300),
    requestRetentionDays: dayCount.refine(
      (value) => value >= 1 && value <= MAX_RETENTION_DAYS,
      `Entre 1 et ${MAX_RETENTION_DAYS} jours.`,
    ),
    editorsMayHandleRequests: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.popupEnabled && values.popupText === '')
      context.addIssue({
        code: 'custom',
        path: ['popupText'],
        message: 'Le texte de la fenêtre est obligatoire quand elle est active.',
      });
  });

export type PracticeFormValues = z.input<typeof practiceFormSchema>;

/** The first message of each field; a weekday's errors are keyed 'weeklyHours.N'. */
export const PRACTICE_FIELD_ERRORS = { nested: ['weeklyHours'] } as const;

/** The form checked and turned into PracticeFacts: the Cabinet action's schema. */
export const practiceFactsSchema = practiceFormSchema.transform(
  (v): PracticeFacts => ({
    name: v.name,
    phone: v.phone,
    chatNumber: v.chatNumber,
    email: v.email,
    address: {
      street: v.street,
      floor: v.floor,
      boulevard: v.boulevard,
      district: v.district,
      postalCode: v.postalCode,
      city: v.city,
    },
    geo: { latitude: v.latitude, longitude: v.longitude },
    paymentMethods: v.paymentMethods,
    currency: v.currency,
    weeklyHours: v.weeklyHours,
    popup: {
      enabled: v.popupEnabled,
      text: v.popupText,
      addressLines: linesOf(v.popupAddress),
      lastDay: v.popupLastDay === '' ? null : v.popupLastDay,
    },
    closureNoticeDays: v.closureNoticeDays,
    legal: { controller: v.legalController, cndpNumber: v.legalCndpNumber, host: v.legalHost },
    requests: { retentionDays: v.requestRetentionDays, editorsMayHandle: v.editorsMayHandleRequests },
  }),
);

/** The form filled from saved facts. */
export function practiceFormValues(facts: PracticeFacts): PracticeFormValues {
  return {
    name: facts.name,
    phone: displayPhoneNumber(facts.phone),
    chatNumber: displayPhoneNumber(facts.chatNumber),
    email: facts.email,
    ...facts.address,
    latitude: String(facts.geo.latitude),
    longitude: String(facts.geo.longitude),
    paymentMethods: facts.paymentMethods.join(', '),
    currency: facts.currency,
    weeklyHours: facts.weeklyHours.map((ranges) => ranges.map((range: TimeRange) => ({ ...range }))),
    popupEnabled: facts.popup.enabled,
    popupText: facts.popup.text,
    popupAddress: facts.popup.addressLines.join('\n'),
    popupLastDay: facts.popup.lastDay ?? '',
    closureNoticeDays: String(facts.closureNoticeDays),
    legalController: facts.legal.controller,
    legalCndpNumber: facts.legal.cndpNumber,
    legalHost: facts.legal.host,
    requestRetentionDays: String(facts.requests.retentionDays),
    editorsMayHandleRequests: facts.requests.editorsMayHandle,
  };
}

export const periodFormSchema = z
  .object({
    label: textField('Le libellé', 100),
    firstDay: day('Le premier jour'),
    lastDay: day('Le dernier jour'),
    closed: z.boolean(),
    ranges: timeRangesSchema,
    message: textField('Le message', 500, { optional: true }),
  })
  .superRefine((values, context) => {
    if (values.lastDay < values.firstDay)
      context.addIssue({
        code: 'custom',
        path: ['lastDay'],
        message: 'Le dernier jour ne peut pas précéder le premier.',
      });
    if (!values.closed && values.ranges.length === 0)
      context.addIssue({
        code: 'custom',
        path: ['ranges'],
        message: 'Indiquez au moins une plage horaire, ou cochez « Cabinet fermé ».',
      });
  });

export type PeriodFormValues = z.input<typeof periodFormSchema>;

/** The period form checked and turned into a period: the Cabinet action's schema. */
export const practicePeriodSchema = periodFormSchema.transform(
  (v): Omit<PracticePeriod, 'id'> => ({
    label: v.label,
    firstDay: v.firstDay,
    lastDay: v.lastDay,
    ranges: v.closed ? [] : v.ranges,
    message: v.message === '' ? null : v.message,
  }),
);
