import 'server-only';
import { volumeAlertSubject, volumeAlertText, type VolumeAlertTarget } from '@/lib/public-forms/volume-alert';
import { mailActiveStaff } from '@/server/mail/mail-active-staff';
import { consumeRateLimit } from '@/server/rate-limit';

const DAY_SECONDS = 24 * 60 * 60;

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
    subject: volumeAlertSubject(target),
    paragraphs: volumeAlertText(target, threshold),
    link: { label: 'Ouvrir l’administration', path: target.inboxPath },
  });
  return true;
}
