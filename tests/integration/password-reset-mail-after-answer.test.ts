import './auth-helpers';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startHeldSmtpServer, type ReceivedMail } from '../support/held-smtp-server';
import { STRONG_PASSWORD, authRequest, uniqueEmail } from './auth-helpers';

const smtp = await startHeldSmtpServer();
// Before any app module reads the environment.
process.env.SMTP_URL = smtp.url;
const { auth } = await import('@/server/auth/auth');
const { createStaff, inviteStaff } = await import('@/server/auth/staff');
afterAll(() => smtp.close());

/** The text of a received mail, quoted-printable soft breaks and escapes undone (ASCII is enough). */
function readable(mail: ReceivedMail): string {
  return mail.data
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function deliveredTo(email: string): Promise<string> {
  await vi.waitFor(() => expect(smtp.received.some((mail) => mail.to.includes(`<${email}>`))).toBe(true), {
    timeout: 10_000,
    interval: 20,
  });
  return readable(smtp.received.find((mail) => mail.to.includes(`<${email}>`))!);
}

describe('password reset mail with a slow SMTP server', () => {
  it('answers the visitor before the mail is delivered, then delivers the mail', async () => {
    smtp.hold();
    const email = uniqueEmail('reset-lent');
    await createStaff({ email, name: 'Lent', role: 'editor', password: STRONG_PASSWORD });
    const seenAtAnswer = { released: true, delivered: -1 };
    const answer = auth()
      .handler(authRequest('/request-password-reset', { email }, { 'x-forwarded-for': '192.0.2.121' }))
      .then((response) => {
        seenAtAnswer.released = smtp.isReleased();
        seenAtAnswer.delivered = smtp.received.length;
        return response;
      });
    // The SMTP server stays silent until the answer is here; a handler that waited for the mail
    // would only answer once the server speaks, which it does after 5 s at the latest.
    await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    smtp.release();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(seenAtAnswer).toEqual({ released: false, delivered: 0 });
    const mail = await deliveredTo(email);
    expect(mail).toContain('Choisir un nouveau mot de passe');
    expect(mail).toMatch(/http:\/\/cabinet\.test\/admin\/login\?token=[\w-]+/);
  });

  it('answers a known and an unknown address alike while the SMTP server is silent', async () => {
    smtp.hold();
    const email = uniqueEmail('reset-connu');
    await createStaff({ email, name: 'Connu', role: 'editor', password: STRONG_PASSWORD });
    const known = await auth().handler(
      authRequest('/request-password-reset', { email }, { 'x-forwarded-for': '192.0.2.122' }),
    );
    const unknown = await auth().handler(
      authRequest('/request-password-reset', { email: uniqueEmail('inconnu') }, { 'x-forwarded-for': '192.0.2.123' }),
    );
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
    expect(smtp.isReleased()).toBe(false);
    smtp.release();
    await deliveredTo(email);
  });

  it("still waits for an admin's invitation mail, so the admin is told it left", async () => {
    smtp.hold();
    const email = uniqueEmail('invite-lent');
    let settled = false;
    const invitation = inviteStaff({ email, name: 'Invitée', role: 'editor' }).finally(() => {
      settled = true;
    });
    const connectionsBefore = smtp.connections();
    await vi.waitFor(() => expect(smtp.connections()).toBeGreaterThan(connectionsBefore), {
      timeout: 10_000,
      interval: 20,
    });
    expect(settled).toBe(false);
    smtp.release();
    expect(await invitation).toEqual({ sent: true, message: `Invitation envoyée à ${email}.` });
    expect(await deliveredTo(email)).toContain('Choisir mon mot de passe');
  });
});
