import 'server-only';
import type { StaffRole } from '@/lib/auth/staff-account';
import { databaseEngine, db } from '@/server/db/client';
import { storedBoolean } from '@/server/db/stored-values';
import { readPracticeFacts } from '@/server/practice/practice-settings';
import { type MailMessage, sendMail } from './send-mail';

/**
 * One mail to each active staff member of `roles`, signed with the practice's name. Without
 * `onEachFailure` the first failed send stops the round and reaches the caller; with it, each
 * recipient's failure is handed to it and the others are still mailed.
 */
export async function mailActiveStaff(
  roles: readonly StaffRole[],
  build: (to: string, practiceName: string) => MailMessage,
  onEachFailure?: (error: unknown, to: string) => void,
): Promise<void> {
  const { name } = await readPracticeFacts();
  const recipients = await db()
    .selectFrom('auth_users')
    .select('email')
    .where('role', 'in', [...roles])
    .where('disabled', '=', storedBoolean(databaseEngine(), false))
    .execute();
  for (const { email } of recipients) {
    // In an async function, a message that cannot be built fails like a send that failed.
    const sent = (async () => sendMail(build(email, name)))();
    await (onEachFailure ? sent.catch((error: unknown) => onEachFailure(error, email)) : sent);
  }
}
