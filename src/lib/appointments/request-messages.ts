import { APPOINTMENT_CONFIRMATION_PATH } from '../site/site-paths';
import { parseHalfDayValue } from './half-days';
import { findReason } from './reasons';
import { HALF_DAY_FIELDS } from './request-form';

/** What the appointment form says (decision 044), in French with its typography. */
export const REQUEST_MESSAGES = {
  sent: 'Votre demande de rendez-vous est envoyée. Le cabinet vous recontacte pendant ses heures d’ouverture.',
  phoneLimited:
    'Plusieurs demandes ont déjà été envoyées pour ce numéro aujourd’hui. Le cabinet vous recontacte\u00a0; pour toute urgence, appelez-le.',
  callUs: (phone: string) =>
    `Le cabinet ne peut pas enregistrer votre demande pour le moment. Appelez-le au ${phone}, pendant ses heures d’ouverture\u00a0: rien n’a été enregistré.`,
  callUsWithoutNumber:
    'Le cabinet ne peut pas enregistrer votre demande pour le moment. Appelez-le (numéro en bas de chaque page du site), pendant ses heures d’ouverture\u00a0: rien n’a été enregistré.',
} as const;

/**
 * The confirmation page's address, from the form's posted values: the reason, the visit kind and
 * the half-days as codes, never the name, number or note (an address ends up in histories and logs).
 */
export function confirmationPath(posted: Record<string, string>): string {
  const params = new URLSearchParams();
  const reason = findReason(posted.motif ?? '');
  if (reason) params.set('motif', reason.id);
  if (posted.visite === 'premiere' || posted.visite === 'suivi') params.set('visite', posted.visite);
  for (const value of HALF_DAY_FIELDS.map((name) => posted[name] ?? ''))
    if (parseHalfDayValue(value)) params.append('creneau', value);
  const query = params.toString();
  return query ? `${APPOINTMENT_CONFIRMATION_PATH}?${query}` : APPOINTMENT_CONFIRMATION_PATH;
}
