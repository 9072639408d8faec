import 'server-only';
import type { StaffRole } from '@/lib/auth/staff-account';
import { absoluteUrl } from '@/lib/site/site-paths';
import { databaseEngine, db } from '@/server/db/client';
import { storedBoolean } from '@/server/db/stored-values';
import { env } from '@/server/env';
import { readPracticeFacts } from '@/server/practice/practice-settings';
import { sendMail } from './send-mail';
import { linkMail } from './staff-mails';

/** A mail that tells staff something arrived and where to read it (a back-office path), never what a visitor wrote. */
export type StaffNotice = { subject: string; paragraphs: string[]; link: { label: string; path: string } };

/**
 * The notice as one link mail to each active staff member of `roles`, signed with the practice's
 * name. Without `onEachFailure` the first failed send stops the round and reaches the caller;
 * with it, each recipient's failure is handed to it and the others are still mailed.
 */
export async function mailActiveStaff(
  roles: readonly StaffRole[],
  notice: StaffNotice,
  onEachFailure?: (error: unknown, to: string) => void,
): Promise<void> {
  const { name } = await readPracticeFacts();
  const link = { label: notice.link.label, url: absoluteUrl(notice.link.path, env().SITE_URL) };
  const recipients = await db()
    .selectFrom('auth_users')
    .select('email')
    .where('role', 'in', [...roles])
    .where('disabled', '=', storedBoolean(databaseEngine(), false))
    .execute();
  for (const { email } of recipients) {
    const sent = sendMail(linkMail(email, notice.subject, notice.paragraphs, link, name));
    await (onEachFailure ? sent.catch((error: unknown) => onEachFailure(error, email)) : sent);
  }
}
