import { withFrenchArticle } from '../practice/booking-message';
import { formatTime } from '../practice/opening-hours';
import { formatPracticeDay, isCalendarDay } from '../practice/practice-days';
import { chatLinkDigits } from '../practice/phone-number';
import type { AppointmentReason } from './reasons';

/**
 * What staff send the patient once a time is fixed (decision 044): a French confirmation naming
 * the date and time they typed, the address and the exam's preparation, opened in their own
 * WhatsApp. The site itself never writes to the patient's number.
 */
export type ConfirmationFacts = { practiceName: string; addressLine: string; phoneDisplay: string };

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'mardi 1er décembre 2026 à 10h30'. */
export function formatAppointment(day: string, time: string): string {
  return `${formatPracticeDay(day)} à ${formatTime(time)}`;
}

export function staffConfirmationText(
  request: { name: string; reason: AppointmentReason; day: string; time: string },
  facts: ConfirmationFacts,
): string {
  if (!isCalendarDay(request.day) || !TIME_PATTERN.test(request.time))
    throw new RangeError('A confirmation needs a calendar day and an HH:MM time');
  return [
    `Bonjour ${request.name},`,
    `votre rendez-vous pour ${withFrenchArticle(request.reason.label)} au ${facts.practiceName} est fixé le ${formatAppointment(request.day, request.time)}.`,
    `Adresse\u00a0: ${facts.addressLine}.`,
    `Préparation\u00a0: ${request.reason.preparation.join(' ')}`,
    `En cas d’empêchement, merci de nous prévenir au ${facts.phoneDisplay}.`,
  ].join('\n');
}

/**
 * What staff send before a time is fixed: neutral, without the reason (a phone's screen is seen
 * by others), so they can answer at once and complete it in their WhatsApp.
 */
export function staffFirstReplyText(name: string, facts: Pick<ConfirmationFacts, 'practiceName'>): string {
  return `Bonjour ${name},\nle ${facts.practiceName} a bien reçu votre demande de rendez-vous. `;
}

/** The chat link staff open to the patient's own number, with the confirmation typed in. */
export function staffConfirmationLink(patientE164: string, text: string): string {
  return `https://wa.me/${chatLinkDigits(patientE164)}?text=${encodeURIComponent(text)}`;
}
