import './auth-helpers';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { auth } from '@/server/auth/auth';
import { db } from '@/server/db/client';
import {
  STRONG_PASSWORD,
  authRequest,
  outboxOnceDelivered,
  signInCookie,
  staffWithStrongPassword,
  uniqueEmail,
} from './auth-helpers';

async function newStaff() {
  const email = uniqueEmail('jetons');
  await staffWithStrongPassword({ email, name: 'Jetons', role: 'editor' });
  return email;
}

function browserGet(pathname: string, cookie: string) {
  return auth().handler(new Request(`http://cabinet.test/api/auth${pathname}`, { headers: { cookie } }));
}

/** Better Auth's "hashed" identifier: SHA-256, base64url without padding. */
const hashed = (identifier: string) => createHash('sha256').update(identifier).digest('base64url');

describe('session tokens never reach the browser (decision 014)', () => {
  it('signs in with the cookie only: the answer carries no token', async () => {
    const email = await newStaff();
    const response = await auth().handler(
      authRequest('/sign-in/email', { email, password: STRONG_PASSWORD }, { 'x-forwarded-for': '192.0.2.60' }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^cabinet\.session_token=/);
    const body = await response.json();
    expect(body.user.email).toBe(email);
    expect(body).not.toHaveProperty('token');
  });

  it('answers get-session and list-sessions without any session token', async () => {
    const email = await newStaff();
    const cookie = await signInCookie(email);
    await signInCookie(email);
    const cookieToken = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;

    const current = await browserGet('/get-session', cookie);
    expect(current.status).toBe(200);
    const session = await current.json();
    expect(session.user.email).toBe(email);
    expect(session.session.userId).toBe(session.user.id);
    expect(session.session).not.toHaveProperty('token');

    const listed = await browserGet('/list-sessions', cookie);
    expect(listed.status).toBe(200);
    const sessions: Record<string, unknown>[] = await listed.json();
    expect(sessions).toHaveLength(2);
    for (const entry of sessions) expect(entry).not.toHaveProperty('token');
    expect(JSON.stringify(session)).not.toContain(cookieToken);
    expect(JSON.stringify(sessions)).not.toContain(cookieToken);
  });

  it('still gives the token to our own server code (ending a chosen session)', async () => {
    const email = await newStaff();
    const cookie = await signInCookie(email);
    const session = await auth().api.getSession({ headers: new Headers({ cookie }) });
    expect(session?.session.token).toMatch(/^\w{32}$/);
  });
});

describe('reset and invitation tokens are stored hashed (decision 014)', () => {
  it('keeps only a hash of the link token in the database, and the link still works', async () => {
    const email = await newStaff();
    await auth().handler(authRequest('/request-password-reset', { email }, { 'x-forwarded-for': '192.0.2.61' }));
    const [mail] = await outboxOnceDelivered(email);
    const token = new URL(mail!.text.match(/http\S+/)![0]).searchParams.get('token')!;
    const identifiers = (await db().selectFrom('auth_verifications').select('identifier').execute()).map(
      (row) => row.identifier,
    );
    expect(identifiers.some((identifier) => identifier.includes(token))).toBe(false);
    expect(identifiers).toContain(hashed(`reset-password:${token}`));
    const reset = await auth().handler(authRequest('/reset-password', { token, newPassword: 'un-autre-mot-de-passe' }));
    expect(reset.status).toBe(200);
    await expect(signInCookie(email, 'un-autre-mot-de-passe')).resolves.toBeTruthy();
  });
});
