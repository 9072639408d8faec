import { withFrenchArticle } from '../practice/booking-message';
import { hasXmlForbiddenCharacters } from '../text/xml-characters';
import { formatHalfDay, isAvailableHalfDay, parseHalfDayValue, type HalfDay } from './half-days';
import { checkPatientName, stripInvisibleCharacters } from './patient-name';
import { checkPatientPhone } from './patient-phone';
import {
  findReason,
  REPLY_CHANNELS,
  VISIT_KINDS,
  type AppointmentReason,
  type ReplyChannel,
  type VisitKind,
} from './reasons';
import type { PracticePeriod, WeeklyHours } from '../practice/practice-facts';

/**
 * The appointment request form as the server reads it (decision 044): every value checked
 * against today's offer, whatever the browser sent: a forged reason, a past or closed half-day,
 * a foreign number or a name with hidden characters are refused with a French message per field.
 */
export const REQUEST_FIELDS = [
  'motif',
  'visite',
  'creneaux',
  'nom',
  'telephone',
  'reponse',
  'note',
  'consentement',
] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];

export const NOTE_MAX_LENGTH = 300;
export const MAX_HALF_DAYS = 3;

export type AppointmentRequestInput = {
  reason: AppointmentReason;
  visit: VisitKind;
  halfDays: HalfDay[];
  name: string;
  phone: string;
  replyBy: ReplyChannel;
  note: string;
};

export type RequestFormResult =
  | { ok: true; request: AppointmentRequestInput }
  | { ok: false; errors: Partial<Record<RequestField, string>> };

/** What the form posts: one string per field, a list for the half-days. */
export type RequestFormData = Partial<Record<RequestField, string | readonly string[]>>;

const single = (value: string | readonly string[] | undefined): string =>
  typeof value === 'string' ? value : (value?.[0] ?? '');
const many = (value: string | readonly string[] | undefined): readonly string[] =>
  typeof value === 'string' ? [value] : (value ?? []);

export function parseRequestForm(
  data: RequestFormData,
  calendar: { weekly: WeeklyHours; periods: readonly PracticePeriod[]; today: string },
): RequestFormResult {
  const errors: Partial<Record<RequestField, string>> = {};
  const reason = findReason(single(data.motif));
  if (!reason) errors.motif = 'Choisissez le motif de votre demande.';
  const visit = VISIT_KINDS.find((kind) => kind.code === single(data.visite))?.code;
  if (!visit) errors.visite = 'Précisez s’il s’agit d’une première consultation ou d’un suivi.';

  const values = [...new Set(many(data.creneaux))];
  const halfDays = values.map(parseHalfDayValue);
  if (values.length === 0) errors.creneaux = 'Choisissez au moins une demi-journée.';
  else if (values.length > MAX_HALF_DAYS) errors.creneaux = `Choisissez au plus ${MAX_HALF_DAYS} demi-journées.`;
  else if (
    halfDays.some(
      (halfDay) => halfDay === null || !isAvailableHalfDay(halfDay, calendar.weekly, calendar.periods, calendar.today),
    )
  ) {
    errors.creneaux =
      'Une des demi-journées choisies n’est plus proposée (cabinet fermé ou date passée)\u00a0: choisissez-en une autre.';
  }

  const name = checkPatientName(single(data.nom));
  if (!name.ok) errors.nom = name.message;
  const phone = checkPatientPhone(single(data.telephone));
  if (!phone.ok) errors.telephone = phone.message;
  const replyBy = REPLY_CHANNELS.find((channel) => channel.code === single(data.reponse))?.code;
  if (!replyBy) errors.reponse = 'Dites-nous comment vous répondre.';

  const note = stripInvisibleCharacters(single(data.note)).trim();
  if (note.length > NOTE_MAX_LENGTH) errors.note = `La note ne peut pas dépasser ${NOTE_MAX_LENGTH} caractères.`;
  else if (hasXmlForbiddenCharacters(note)) errors.note = 'La note contient des caractères non autorisés.';
  if (single(data.consentement) !== 'on')
    errors.consentement = 'Cochez cette case pour que le cabinet puisse traiter votre demande.';

  if (Object.keys(errors).length > 0 || !reason || !visit || !name.ok || !phone.ok || !replyBy)
    return { ok: false, errors };
  const sorted = (halfDays as HalfDay[]).sort((a, b) => a.day.localeCompare(b.day) || (a.part === 'matin' ? -1 : 1));
  return { ok: true, request: { reason, visit, halfDays: sorted, name: name.name, phone: phone.e164, replyBy, note } };
}

/**
 * The message the confirmation page's chat link carries, so the patient can also push the request
 * by WhatsApp: the reason and the half-days, never the name or the note.
 */
export function patientChatText(reason: AppointmentReason, visit: VisitKind, halfDays: HalfDay[]): string {
  const kind = visit === 'premiere' ? 'une première consultation' : 'une consultation de suivi';
  const when = halfDays.map(formatHalfDay).join(' ou ');
  return `Bonjour Docteur, je viens d’envoyer sur le site une demande de rendez-vous pour ${withFrenchArticle(reason.label)} (${kind}), de préférence ${when}. Pourriez-vous me confirmer un créneau\u00a0? Merci.`;
}
