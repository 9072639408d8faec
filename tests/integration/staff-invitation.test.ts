import './auth-helpers';
import { describe, expect, it } from 'vitest';
import { StaffAccountError, createStaff, findStaffByEmail, inviteStaff, resendInvitation } from '@/server/auth/staff';
import { STRONG_PASSWORD, outbox, uniqueEmail } from './auth-helpers';

const INVITATION_SUBJECT = "Invitation à l'administration du site du cabinet";

describe('staff invitation (mails to the outbox)', () => {
  it('creates a member without a password and mails the invitation', async () => {
    const email = uniqueEmail('invite');
    expect(await inviteStaff({ email, name: 'Nadia', role: 'editor' })).toEqual({ sent: true, message: `Invitation envoyée à ${email}.` });
    expect(await findStaffByEmail(email)).toMatchObject({ role: 'editor', hasPassword: false });
    expect(outbox(email).map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT]);
  });

  it('resends the mail when the address already waits for its invitation, instead of refusing it', async () => {
    const email = uniqueEmail('invite-again');
    await inviteStaff({ email, name: 'Nadia', role: 'editor' });
    expect(await inviteStaff({ email, name: 'Nadia', role: 'editor' })).toEqual({ sent: true, message: `Invitation renvoyée à ${email}.` });
    expect(outbox(email).map((mail) => mail.subject)).toEqual([INVITATION_SUBJECT, INVITATION_SUBJECT]);
  });

  it('refuses an address whose member already chose a password, and resends nothing to them', async () => {
    const email = uniqueEmail('member');
    const member = await createStaff({ email, name: 'Karim', role: 'editor', password: STRONG_PASSWORD });
    await expect(inviteStaff({ email, name: 'Karim', role: 'admin' })).rejects.toThrow(new StaffAccountError(`Un compte existe déjà pour ${email}.`));
    await expect(resendInvitation(member.id)).rejects.toThrow(StaffAccountError);
    expect(outbox(email)).toEqual([]);
  });
});

describe('staff mails are signed with the practice name of Cabinet', () => {
  it('uses the first-run name, then the saved one', async () => {
    const { DEFAULT_PRACTICE_FACTS } = await import('@/content/practice');
    const { savePracticeFacts } = await import('@/server/practice/practice-settings');
    const first = uniqueEmail('signed');
    await inviteStaff({ email: first, name: 'Nadia', role: 'editor' });
    expect(outbox(first).at(-1)?.text).toContain('Cabinet Médical Sidi Maarouf — administration du site');

    await savePracticeFacts({ ...DEFAULT_PRACTICE_FACTS, name: 'Cabinet du Dr Alaoui' }, { name: 'Admin', email: 'admin@cabinet.example' });
    const second = uniqueEmail('signed');
    await inviteStaff({ email: second, name: 'Karim', role: 'editor' });
    expect(outbox(second).at(-1)?.text).toContain('Cabinet du Dr Alaoui — administration du site');
  });
});
