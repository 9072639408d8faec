import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { db } from '@/server/db/client';
import { env } from '@/server/env';
import { sendMail } from '@/server/mail/send-mail';
import { invitationMail, passwordResetMail } from '@/server/mail/staff-mails';
import { readPracticeFacts } from '@/server/practice/practice-settings';

/** The page that turns a token into a new password: /admin/login?token=… */
export function accountLinkUrl(token: string): string {
  const url = new URL('/admin/login', env().SITE_URL);
  url.searchParams.set('token', token);
  return url.toString();
}

const linkMailOutcome = new AsyncLocalStorage<{ error?: unknown }>();

/**
 * Runs a Better Auth request that may send an account link and answers the sending error, if any.
 * Better Auth awaits our mail callback but only logs its failure, so the request alone cannot
 * tell an admin whether the invitation left.
 */
export async function linkMailFailureDuring(request: () => Promise<unknown>): Promise<unknown> {
  const outcome: { error?: unknown } = {};
  await linkMailOutcome.run(outcome, request);
  return outcome.error;
}

/**
 * Better Auth's reset token serves two mails: a staff member who never chose a password was
 * invited (the link sets the first one); anyone else asked for a reset.
 */
export async function sendAccountLinkMail(user: { id: string; email: string }, token: string): Promise<void> {
  const credential = await db()
    .selectFrom('auth_accounts')
    .select('id')
    .where('user_id', '=', user.id)
    .where('provider_id', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst();
  const url = accountLinkUrl(token);
  try {
    const { name } = await readPracticeFacts();
    await sendMail(credential ? passwordResetMail(user.email, url, name) : invitationMail(user.email, url, name));
  } catch (error) {
    const outcome = linkMailOutcome.getStore();
    if (outcome) outcome.error = error;
    throw error;
  }
}
