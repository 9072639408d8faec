import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';
import { runInBackground } from '@/server/background-task';
import { db } from '@/server/db/client';
import { env } from '@/server/env';
import { sendMail } from '@/server/mail/send-mail';
import { invitationMail, passwordResetMail } from '@/server/mail/staff-mails';
import { readPracticeFacts } from '@/server/practice/practice-settings';

/**
 * An invitation link lasts 72 hours (a new colleague may open the mail days later); a reset link
 * keeps Better Auth's hour (`resetPasswordTokenExpiresIn`). Said in the invitation mail.
 */
export const INVITATION_LINK_LIFETIME_HOURS = 72;

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
async function mailAccountLink(user: { id: string; email: string }, token: string): Promise<void> {
  const credential = await db()
    .selectFrom('auth_accounts')
    .select('id')
    .where('user_id', '=', user.id)
    .where('provider_id', '=', 'credential')
    .where('password', 'is not', null)
    .executeTakeFirst();
  if (!credential) {
    // Imported here: the auth instance is built with this module's mail callback.
    const { auth } = await import('./auth');
    const expiresAt = new Date(Date.now() + INVITATION_LINK_LIFETIME_HOURS * 60 * 60 * 1000);
    await (await auth().$context).internalAdapter.updateVerificationByIdentifier(`reset-password:${token}`, {
      expiresAt,
    });
  }
  // The page that turns the token into a new password: /admin/login?token=…
  const url = new URL('/admin/login', env().SITE_URL);
  url.searchParams.set('token', token);
  const { name } = await readPracticeFacts();
  await sendMail(
    credential
      ? passwordResetMail(user.email, url.href, name)
      : invitationMail(user.email, url.href, name, INVITATION_LINK_LIFETIME_HOURS),
  );
}

/**
 * Better Auth's `sendResetPassword`. An admin inviting someone (inside `linkMailFailureDuring`)
 * waits for the mail and is told whether it left. A visitor asking for a reset is answered at
 * once and the mail leaves afterwards: the answer takes as long for a known address as for an
 * unknown one, and a slow SMTP server cannot tell them apart (decision 014).
 */
export async function sendAccountLinkMail(user: { id: string; email: string }, token: string): Promise<void> {
  const outcome = linkMailOutcome.getStore();
  if (!outcome) {
    runInBackground('Password reset mail', { to: user.email }, () => mailAccountLink(user, token));
    return;
  }
  try {
    await mailAccountLink(user, token);
  } catch (error) {
    outcome.error = error;
    throw error;
  }
}
