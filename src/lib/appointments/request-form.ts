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
export const NOTE_MAX_LENGTH = 300;
export const MAX_HALF_DAYS = 3;
/** The half-days are three choices of their own, the first required: `creneau1` to `creneau3`. */
export const HALF_DAY_FIELDS = Array.from({ length: MAX_HALF_DAYS }, (_, index) => `creneau${index + 1}`);

export type AppointmentRequestInput = {
  reason: AppointmentReason;
  visit: VisitKind;
  halfDays: HalfDay[];
  name: string;
  phone: string;
  replyBy: ReplyChannel;
  note: string;
};

/** The errors are keyed by the posted field's name; the half-days' by the first one's. */
export type RequestFormResult =
  | { ok: true; request: AppointmentRequestInput }
  | { ok: false; errors: Record<string, string> };

/** `posted`: one string per field as the form posts it, a field left out reading as empty. */
export function parseRequestForm(
  posted: Record<string, string | undefined>,
  weekly: WeeklyHours,
  periods: readonly PracticePeriod[],
  today: string,
): RequestFormResult {
  const single = (field: string) => posted[field] ?? '';
  const errors: Record<string, string> = {};
  const reason = findReason(single('motif'));
  if (!reason) errors.motif = 'Choisissez le motif de votre demande.';
  const visit = VISIT_KINDS.find((kind) => kind.code === single('visite'))?.code;
  if (!visit) errors.visite = 'Précisez s’il s’agit d’une première consultation ou d’un suivi.';

  const values = [...new Set(HALF_DAY_FIELDS.map(single).filter((value) => value !== ''))];
  const halfDays = values.map(parseHalfDayValue);
  if (values.length === 0) errors.creneau1 = 'Choisissez au moins une demi-journée.';
  else if (halfDays.some((halfDay) => halfDay === null || !isAvailableHalfDay(halfDay, weekly, periods, today))) {
    errors.creneau1 =
      'Une des demi-journées choisies n’est plus proposée (cabinet fermé ou date passée)\u00a0: choisissez-en une autre.';
  }

  const name = checkPatientName(single('nom'));
  if (!name.ok) errors.nom = name.message;
  const phone = checkPatientPhone(single('telephone'));
  if (!phone.ok) errors.telephone = phone.message;
  const replyBy = REPLY_CHANNELS.find((channel) => channel.code === single('reponse'))?.code;
  if (!replyBy) errors.reponse = 'Dites-nous comment vous répondre.';

  const note = stripInvisibleCharacters(single('note')).trim();
  if (note.length > NOTE_MAX_LENGTH) errors.note = `La note ne peut pas dépasser ${NOTE_MAX_LENGTH} caractères.`;
  else if (hasXmlForbiddenCharacters(note)) errors.note = 'La note contient des caractères non autorisés.';
  if (single('consentement') !== 'on')
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
