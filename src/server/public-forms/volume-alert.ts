import 'server-only';
import { volumeAlertSubject, volumeAlertText, type VolumeAlertTarget } from '@/lib/public-forms/volume-alert';
import { absoluteUrl } from '@/lib/site/site-paths';
import { db } from '@/server/db/client';
import { plainBoolean } from '@/server/db/stored-values';
import { env } from '@/server/env';
import { linkMail } from '@/server/mail/staff-mails';
import { sendMail } from '@/server/mail/send-mail';
import { readPracticeFacts } from '@/server/practice/practice-settings';
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
  await mailAdmins(target, threshold);
  return true;
}

async function mailAdmins(target: VolumeAlertTarget, sends: number): Promise<void> {
  const practice = await readPracticeFacts();
  const admins = await db()
    .selectFrom('auth_users')
    .select(['email', 'disabled'])
    .where('role', '=', 'admin')
    .execute();
  const url = absoluteUrl(target.inboxPath, env().SITE_URL);
  for (const admin of admins.filter((row) => !plainBoolean(row.disabled)))
    await sendMail(
      linkMail(
        admin.email,
        volumeAlertSubject(target),
        volumeAlertText(target, sends),
        { label: 'Ouvrir l’administration', url },
        practice.name,
      ),
    );
}
