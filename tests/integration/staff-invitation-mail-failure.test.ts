import './auth-helpers';
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { outbox, uniqueEmail } from './auth-helpers';

/** A loopback port nobody listens on: the real SMTP transport gets "connection refused". */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Before any app module reads the environment.
process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
const { findStaffByEmail, inviteStaff, listStaff, resendInvitation } = await import('@/server/auth/staff');

describe('staff invitation when the mail cannot be sent', () => {
  it('tells the admin the account was created but the mail did not leave', async () => {
    const email = uniqueEmail('unsent');
    expect(await inviteStaff({ email, name: 'Nadia', role: 'editor' })).toEqual({
      sent: false,
      message: `Le compte de ${email} a été créé, mais l’email d’invitation n’a pas pu être envoyé. Réessayez plus tard avec « Renvoyer l’invitation ».`,
    });
    expect(await findStaffByEmail(email)).toMatchObject({ hasPassword: false, disabled: false });
    expect(outbox(email)).toEqual([]);
  });

  it('answers a retry by trying the mail again, never with « Un compte existe déjà »', async () => {
    const email = uniqueEmail('retry');
    await inviteStaff({ email, name: 'Nadia', role: 'editor' });
    const pending = `L’email d’invitation n’a pas pu être envoyé à ${email}. Son compte existe et attend toujours son invitation : réessayez plus tard.`;
    expect(await inviteStaff({ email, name: 'Nadia', role: 'editor' })).toEqual({ sent: false, message: pending });
    const member = await findStaffByEmail(email);
    expect(await resendInvitation(member!.id)).toEqual({ sent: false, message: pending });
    expect((await listStaff()).filter((staff) => staff.email === email)).toHaveLength(1);
  });
});
