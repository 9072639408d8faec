import './auth-helpers';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON } from '@/lib/auth/auth-messages';
import { runAdminCli } from '@/server/auth/admin-cli';
import { createStaff, inviteStaff } from '@/server/auth/staff';
import { STRONG_PASSWORD, outbox, outboxOnceDelivered, signInCookie, uniqueEmail } from './auth-helpers';
import { call } from './two-factor-helpers';

/** Decision 032: every path that sets a staff password refuses a common or breached one, in French. */
const PASSPHRASE = 'cheval agrafe batterie';

const tokenIn = (mail: { text: string } | undefined) =>
  mail?.text.match(/token=([\w-]+)/)?.[1] ?? 'no token in the mail';

async function expectRefused(response: Response) {
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON', message: PASSWORD_TOO_COMMON });
}

describe('common passwords are refused wherever a staff password is set', () => {
  it('npm run admin -- create and reset-password', async () => {
    const email = uniqueEmail('cli');
    const created = await runAdminCli(['create', '--email', email, '--password', 'motdepasse']);
    expect(created.exitCode).toBe(1);
    expect(created.output.startsWith(`Erreur : --password : ${PASSWORD_TOO_COMMON}`)).toBe(true);
    expect(await runAdminCli(['create', '--email', email, '--password', PASSPHRASE])).toMatchObject({ exitCode: 0 });
    const reset = await runAdminCli(['reset-password', '--email', email, '--password', 'azertyuiop']);
    expect(reset.exitCode).toBe(1);
    expect(reset.output.startsWith(`Erreur : --password : ${PASSWORD_TOO_COMMON}`)).toBe(true);
    await expect(signInCookie(email, PASSPHRASE)).resolves.toBeTruthy();
  });

  it('accepting an invitation', async () => {
    const email = uniqueEmail('invitee');
    await inviteStaff({ email, name: 'Nadia', role: 'editor' });
    const token = tokenIn(outbox(email).at(-1));
    await expectRefused(await call('/reset-password', { newPassword: 'motdepasse', token }));
    expect((await call('/reset-password', { newPassword: PASSPHRASE, token })).status).toBe(200);
    await expect(signInCookie(email, PASSPHRASE)).resolves.toBeTruthy();
  });

  it('a reset from « Mot de passe oublié ? »', async () => {
    const email = uniqueEmail('forgot');
    await createStaff({ email, name: 'Karim', role: 'editor', password: STRONG_PASSWORD });
    expect((await call('/request-password-reset', { email }, { 'x-forwarded-for': '198.51.100.90' })).status).toBe(200);
    const token = tokenIn((await outboxOnceDelivered(email)).at(-1));
    await expectRefused(await call('/reset-password', { newPassword: 'azertyuiop', token }));
    expect((await call('/reset-password', { newPassword: PASSPHRASE, token })).status).toBe(200);
  });

  it('a change in « Mon compte »', async () => {
    const email = uniqueEmail('change');
    await createStaff({ email, name: 'Sara', role: 'editor', password: STRONG_PASSWORD });
    const cookie = await signInCookie(email);
    await expectRefused(
      await call('/change-password', { currentPassword: STRONG_PASSWORD, newPassword: 'Motdepasse123' }, { cookie }),
    );
    expect(
      (await call('/change-password', { currentPassword: STRONG_PASSWORD, newPassword: PASSPHRASE }, { cookie }))
        .status,
    ).toBe(200);
  });
});
