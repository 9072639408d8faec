import { APPOINTMENT_CONFIRMATION_PATH } from '../site/site-paths';
import { parseHalfDayValue } from './half-days';

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
 * The confirmation page's address: the reason, the visit kind and the half-days as codes, never
 * the name, number or note (an address ends up in histories and logs).
 */
export function confirmationPath(values: { motif?: string; visite?: string; creneaux: readonly string[] }): string {
  const params = new URLSearchParams();
  if (values.motif) params.set('motif', values.motif);
  if (values.visite === 'premiere' || values.visite === 'suivi') params.set('visite', values.visite);
  for (const value of values.creneaux) if (parseHalfDayValue(value)) params.append('creneau', value);
  const query = params.toString();
  return query ? `${APPOINTMENT_CONFIRMATION_PATH}?${query}` : APPOINTMENT_CONFIRMATION_PATH;
}
