import 'server-only';
import { mailActiveStaff } from '@/server/mail/mail-active-staff';
import { consumeRateLimit } from '@/server/rate-limit';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The e-mail staff get when a public form receives far more than usual in a day (decision 069):
 * how many sends, and where to look, never who sent what. The form stays open: every client has
 * its own limits, so this is for staff to know, not a refusal.
 */
export type VolumeAlertTarget = {
  /** The form as staff know it: « demande de rendez-vous », « question de lecteur ». */
  formLabel: string;
  /** The back-office page that lists what the form received. */
  inboxPath: string;
};

/**
 * Counts one send of `form` in the day's volume, from everyone. The send that passes `threshold`
 * (one only: the count is atomic, shared by every process) mails the admins; the next day's
 * window starts with its first send. True when this send crossed it.
 */
export async function countSendTowardsAlert(
  form: string,
  target: VolumeAlertTarget,
  threshold: number,
  now: number,
): Promise<boolean> {
  const { count } = await consumeRateLimit(
    `public-form:${form}:daily-volume`,
    { window: DAY_SECONDS, max: threshold },
    now,
  );
  if (count !== threshold + 1) return false;
  await mailActiveStaff(['admin'], {
    subject: `Envois inhabituels\u00a0: formulaire de ${target.formLabel}`,
    paragraphs: [
      'Bonjour,',
      `Le formulaire de ${target.formLabel} du site a reçu plus de ${threshold}\u00a0envois en moins de 24\u00a0heures, bien plus que d’habitude.`,
      'Le formulaire reste ouvert\u00a0: chaque connexion a ses propres limites, les patients peuvent toujours écrire. Si ces envois sont indésirables, triez-les dans l’administration.',
      'Ce message est envoyé au plus une fois par jour et par formulaire.',
    ],
    link: { label: 'Ouvrir l’administration', path: target.inboxPath },
  });
  return true;
}
