import './auth-helpers';
import { describe, expect, it } from 'vitest';
import { StaffAccountError, createStaff, findStaffByEmail, inviteStaff, resendInvitation } from '@/server/auth/staff';
import { auth } from '@/server/auth/auth';
import { STRONG_PASSWORD, outbox, outboxOnceDelivered, uniqueEmail } from './auth-helpers';
import { call } from './two-factor-helpers';

const HOUR = 60 * 60 * 1000;
const tokenIn = (mail: { text: string } | undefined) =>
  mail?.text.match(/token=([\w-]+)/)?.[1] ?? 'no token in the mail';

/** Hours from now until the link of `token` stops working. */
async function hoursLeft(token: string): Promise<number> {
  const verification = await (await auth().$context).internalAdapter.findVerificationValue(`reset-password:${token}`);
  return (new Date(verification!.expiresAt).getTime() - Date.now()) / HOUR;
}

const INVITATION_SUBJECT = 'Invitation à l’administration du site du cabinet';

describe('staff invitation (mails to the outbox)', () => {
  it('creates a member without a password and mails the invitation', async () => {
    const email = uniqueEmail('invite');
    expect(await inviteStaff({ email, name: 'Nadia', role: 'editor' })).toEqual({
      sent: true,
      message: `Invitation envoyée à ${email}.`,
    });
    expect(await findStaffByEmail(email)).toMatchObject({ role: 'editor', hasPassword: false });
    expect(outbox(email).map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT]);
  });

  it('resends the mail when the address already waits for its invitation, instead of refusing it', async () => {
    const email = uniqueEmail('invite-again');
    await inviteStaff({ email, name: 'Nadia', role: 'editor' });
    expect(await inviteStaff({ email, name: 'Nadia', role: 'editor' })).toEqual({
      sent: true,
      message: `Invitation renvoyée à ${email}.`,
    });
    expect(outbox(email).map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT, INVITATION_SUBJECT]);
  });

  it('refuses an address whose member already chose a password, and resends nothing to them', async () => {
    const email = uniqueEmail('member');
    const member = await createStaff({ email, name: 'Karim', role: 'editor', password: STRONG_PASSWORD });
    await expect(inviteStaff({ email, name: 'Karim', role: 'admin' })).rejects.toThrow(
      new StaffAccountError(`Un compte existe déjà pour ${email}.`),
    );
    await expect(resendInvitation(member.id)).rejects.toThrow(StaffAccountError);
    expect(outbox(email)).toEqual([]);
  });
});

describe('the invitation link lasts 72 hours, as its mail says; a reset link one hour', () => {
  it('gives the invitation 72 hours and the reset of a member with a password one hour', async () => {
    const invited = uniqueEmail('invite-72h');
    await inviteStaff({ email: invited, name: 'Nadia', role: 'editor' });
    const invitation = outbox(invited).at(-1);
    expect(invitation?.text).toContain('Il est valable 72 heures');
    expect(await hoursLeft(tokenIn(invitation))).toBeGreaterThan(71.9);
    expect(await hoursLeft(tokenIn(invitation))).toBeLessThanOrEqual(72);

    const member = uniqueEmail('reset-1h');
    await createStaff({ email: member, name: 'Karim', role: 'editor', password: STRONG_PASSWORD });
    expect(
      (await call('/request-password-reset', { email: member }, { 'x-forwarded-for': '198.51.100.95' })).status,
    ).toBe(200);
    const reset = (await outboxOnceDelivered(member)).at(-1);
    expect(reset?.text).toContain('valable une heure');
    expect(await hoursLeft(tokenIn(reset))).toBeLessThanOrEqual(1);
  });
});

describe('staff mails are signed with the practice name of Cabinet', () => {
  it('uses the first-run name, then the saved one', async () => {
    const { DEFAULT_PRACTICE_FACTS } = await import('@/content/practice');
    const { savePracticeFacts } = await import('@/server/practice/practice-settings');
    const first = uniqueEmail('signed');
    await inviteStaff({ email: first, name: 'Nadia', role: 'editor' });
    expect(outbox(first).at(-1)?.text).toContain('Cabinet Médical Sidi Maarouf — administration du site');

    await savePracticeFacts(
      { ...DEFAULT_PRACTICE_FACTS, name: 'Cabinet du Dr Alaoui' },
      { name: 'Admin', email: 'admin@cabinet.example' },
    );
    const second = uniqueEmail('signed');
    await inviteStaff({ email: second, name: 'Karim', role: 'editor' });
    expect(outbox(second).at(-1)?.text).toContain('Cabinet du Dr Alaoui — administration du site');
  });
});
