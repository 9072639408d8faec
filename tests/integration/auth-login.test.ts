import './auth-helpers';
import { describe, expect, it } from 'vitest';
import { auth } from '@/server/auth/auth';
import { clearSignInLocks, lockedSignInEmails } from '@/server/auth/sign-in-locks';
import { createStaff, findStaffByEmail, setStaffDisabled } from '@/server/auth/staff';
import { getCurrentStaff } from '@/server/auth/session';
import {
  STRONG_PASSWORD,
  authRequest,
  fromAddress,
  outbox,
  outboxOnceDelivered,
  runInAnotherProcess,
  signInCookie,
  staffWithStrongPassword,
  uniqueEmail,
} from './auth-helpers';
import { movableSignInClock } from './sign-in-test-clock';

// The slow-down moves this clock instead of making the tests wait (decision 032).
const clock = movableSignInClock();

const TOO_MANY = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';

async function newStaff(role: 'admin' | 'editor' = 'editor', password: string | null = STRONG_PASSWORD) {
  const email = uniqueEmail(role);
  if (password === STRONG_PASSWORD) await staffWithStrongPassword({ email, name: role, role });
  else await createStaff({ email, name: role, role, password: password ?? undefined });
  return email;
}

function signInRequest(email: string, password: string, address: string) {
  return fromAddress(address, () => auth().handler(authRequest('/sign-in/email', { email, password })));
}

/** The response, and the slow-down the sign-in limits asked the clock for before checking the password. */
async function waited(work: () => Promise<Response>): Promise<[Response, number]> {
  const before = clock.waits.length;
  const response = await work();
  return [response, clock.waits.slice(before).reduce((total, milliseconds) => total + milliseconds, 0)];
}

describe('sign-in', () => {
  it('gives a session cookie that is HttpOnly and SameSite=Lax, and public sign-up is closed', async () => {
    const email = await newStaff();
    const response = await signInRequest(email, STRONG_PASSWORD, '198.51.100.1');
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^cabinet\.session_token=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    const signUp = await auth().handler(
      authRequest('/sign-up/email', { email: uniqueEmail(), password: STRONG_PASSWORD, name: 'x' }),
    );
    expect(signUp.status).toBe(404);
  });

  it('accepts sign-in from this machine by localhost, 127.0.0.1 or [::1] on its port, outside production', async () => {
    // SITE_URL is http://cabinet.test here and PORT is 3000: the loopback names are not SITE_URL.
    const email = await newStaff();
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      const response = await auth().handler(
        authRequest('/sign-in/email', { email, password: STRONG_PASSWORD }, { origin }),
      );
      expect(response.status, origin).toBe(200);
    }
  });

  it('refuses sign-in from a foreign origin, including this machine on another port', async () => {
    const email = await newStaff();
    for (const origin of ['https://evil.example', 'http://localhost:4000', 'http://127.0.0.1:3001']) {
      const response = await auth().handler(
        authRequest('/sign-in/email', { email, password: STRONG_PASSWORD }, { origin }),
      );
      expect(response.status, origin).toBe(403);
      expect(await response.json(), origin).toMatchObject({ code: 'INVALID_ORIGIN' });
    }
  });

  it('trusts only SITE_URL in production, not the loopback addresses', { timeout: 60_000 }, async () => {
    const email = await newStaff();
    // A server process of its own: the environment is read once per process.
    const script = `
      const { auth } = await import('@/server/auth/auth');
      const { closeDb } = await import('@/server/db/client');
      const statuses = {};
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
        const response = await auth().handler(new Request('http://localhost:3000/api/auth/sign-in/email', {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': '198.51.100.200' },
          body: JSON.stringify(${JSON.stringify({ email, password: STRONG_PASSWORD })}),
        }));
        statuses[origin] = response.status;
      }
      await closeDb();
      console.log(JSON.stringify(statuses));`;
    const output = await runInAnotherProcess(script, {
      NODE_ENV: 'production',
      SITE_URL: 'http://localhost:3000',
      PORT: '3000',
    });
    expect(JSON.parse(output)).toEqual({
      'http://localhost:3000': 200,
      'http://127.0.0.1:3000': 403,
      'http://[::1]:3000': 403,
    });
  });

  it('refuses a mutation from another origin', async () => {
    const email = await newStaff();
    const cookie = await signInCookie(email);
    const response = await auth().handler(authRequest('/sign-out', {}, { origin: 'https://evil.example', cookie }));
    expect(response.status).toBe(403);
    expect(await getCurrentStaff(new Headers({ cookie }))).toMatchObject({ email });
  });

  it('stops one account from one address after 5 attempts with a 429 in French, even with the right password', async () => {
    const email = await newStaff();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signInRequest(email, 'mauvais-mot-de-passe', '198.51.100.10')).status).toBe(401);
    }
    const refused = await signInRequest(email, STRONG_PASSWORD, '198.51.100.10');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: TOO_MANY });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await newStaff();
    expect((await signInRequest(other, STRONG_PASSWORD, '198.51.100.10')).status).toBe(200);
  });

  it('lets the right password in from another address while one address is locked out of the account', async () => {
    const email = await newStaff();
    for (let attempt = 0; attempt < 6; attempt += 1)
      await signInRequest(email, 'mauvais-mot-de-passe', '198.51.100.20');
    expect((await signInRequest(email, STRONG_PASSWORD, '198.51.100.20')).status).toBe(429);
    expect((await signInRequest(email, STRONG_PASSWORD, '198.51.100.21')).status).toBe(200);
  });

  it('slows down each attempt on one account from one address more than the one before', async () => {
    const email = await newStaff();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [response, wait] = await waited(() => signInRequest(email, 'mauvais-mot-de-passe', '198.51.100.30'));
      expect(response.status).toBe(401);
      waits.push(wait);
    }
    // 0, 0.25, 0.5, 1 and 2 s of waiting before the password is checked.
    expect(waits).toEqual([0, 250, 500, 1000, 2000]);
    const [, elsewhere] = await waited(() => signInRequest(email, 'mauvais-mot-de-passe', '198.51.100.31'));
    expect(elsewhere).toBe(0);
  });

  it('lifts the lock of one account and address when its 15 minutes are over', async () => {
    const email = await newStaff();
    for (let attempt = 0; attempt < 5; attempt += 1)
      await signInRequest(email, 'mauvais-mot-de-passe', '198.51.100.32');
    expect((await signInRequest(email, STRONG_PASSWORD, '198.51.100.32')).status).toBe(429);
    clock.advance(14 * 60 * 1000);
    expect((await signInRequest(email, STRONG_PASSWORD, '198.51.100.32')).status).toBe(429);
    clock.advance(60 * 1000);
    expect((await signInRequest(email, STRONG_PASSWORD, '198.51.100.32')).status).toBe(200);
  });

  it('starts an account and address afresh after a successful sign-in', async () => {
    const email = await newStaff();
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await signInRequest(email, 'mauvais-mot-de-passe', '198.51.100.40')).status).toBe(401);
      }
      expect((await signInRequest(email, STRONG_PASSWORD, '198.51.100.40')).status).toBe(200);
    }
  });

  it('lets an admin clear the lock of an account, from every address', async () => {
    const email = await newStaff();
    for (const address of ['198.51.100.50', '198.51.100.51']) {
      for (let attempt = 0; attempt < 5; attempt += 1) await signInRequest(email, 'mauvais-mot-de-passe', address);
    }
    expect((await signInRequest(email, STRONG_PASSWORD, '198.51.100.50')).status).toBe(429);
    expect(await lockedSignInEmails()).toContain(email);
    expect(await clearSignInLocks(email)).toBe(2);
    expect(await lockedSignInEmails()).not.toContain(email);
    expect((await signInRequest(email, STRONG_PASSWORD, '198.51.100.50')).status).toBe(200);
    expect((await signInRequest(email, STRONG_PASSWORD, '198.51.100.51')).status).toBe(200);
    expect(await clearSignInLocks(email)).toBe(0);
  });

  it('clears only the account it names, even when its e-mail holds LIKE wildcards', async () => {
    const wildcard = `a_b%${uniqueEmail('joker')}`;
    const neighbour = wildcard.replace('a_b%', 'axb-');
    await staffWithStrongPassword({ email: neighbour, name: 'voisin', role: 'editor' });
    for (let attempt = 0; attempt < 5; attempt += 1)
      await signInRequest(neighbour, 'mauvais-mot-de-passe', '198.51.100.60');
    expect(await clearSignInLocks(wildcard)).toBe(0);
    expect(await lockedSignInEmails()).toContain(neighbour);
  });

  it('stops an address after 20 failures across emails', async () => {
    const address = '203.0.113.7';
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await signInRequest(uniqueEmail('inconnu'), 'mauvais-mot-de-passe', address)).status).toBe(401);
    }
    const email = await newStaff();
    expect((await signInRequest(email, STRONG_PASSWORD, address)).status).toBe(429);
    expect((await signInRequest(email, STRONG_PASSWORD, '203.0.113.8')).status).toBe(200);
  });

  it('refuses a disabled account like a wrong password, and ends its sessions', async () => {
    const email = await newStaff();
    const cookie = await signInCookie(email);
    const member = await findStaffByEmail(email);
    await setStaffDisabled(member!.id, true);
    expect(await getCurrentStaff(new Headers({ cookie }))).toBeNull();
    const response = await signInRequest(email, STRONG_PASSWORD, '198.51.100.50');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_EMAIL_OR_PASSWORD' });
    await setStaffDisabled(member!.id, false);
    expect((await signInRequest(email, STRONG_PASSWORD, '198.51.100.50')).status).toBe(200);
  });
});

describe('password reset', () => {
  const requestReset = (email: string, address = '192.0.2.77') =>
    fromAddress(address, () => auth().handler(authRequest('/request-password-reset', { email })));

  it('answers the same for known and unknown emails, and mails only the known one', async () => {
    const email = await newStaff();
    const unknown = uniqueEmail('inconnu');
    const known = await requestReset(email);
    const missing = await requestReset(unknown);
    expect(known.status).toBe(200);
    expect(missing.status).toBe(200);
    expect(await known.json()).toEqual(await missing.json());
    const [mail] = await outboxOnceDelivered(email);
    expect(outbox(unknown)).toEqual([]);
    expect(mail?.subject).toBe('Réinitialisation de votre mot de passe');
    expect(mail?.text).toMatch(/http:\/\/cabinet\.test\/admin\/login\?token=\S+/);
  });

  it('sets the new password once and ends every session', async () => {
    const email = await newStaff();
    const cookie = await signInCookie(email);
    await requestReset(email, '192.0.2.78');
    const token = new URL((await outboxOnceDelivered(email)).at(-1)!.text.match(/http\S+/)![0]).searchParams.get(
      'token',
    )!;
    const reset = () => auth().handler(authRequest('/reset-password', { token, newPassword: 'nouveau-mot-de-passe' }));
    expect((await reset()).status).toBe(200);
    expect((await reset()).status).toBe(400);
    expect(await getCurrentStaff(new Headers({ cookie }))).toBeNull();
    await expect(signInCookie(email, 'nouveau-mot-de-passe')).resolves.toBeTruthy();
  });

  it('refuses a short new password', async () => {
    const email = await newStaff();
    await requestReset(email, '192.0.2.79');
    const token = new URL((await outboxOnceDelivered(email)).at(-1)!.text.match(/http\S+/)![0]).searchParams.get(
      'token',
    )!;
    expect((await auth().handler(authRequest('/reset-password', { token, newPassword: '123456789' }))).status).toBe(
      400,
    );
  });

  it('limits reset requests per email', async () => {
    const email = await newStaff();
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await requestReset(email, `192.0.2.${100 + attempt}`)).status).toBe(200);
    const refused = await requestReset(email, '192.0.2.200');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: TOO_MANY });
    expect(await outboxOnceDelivered(email, 3)).toHaveLength(3);
  });

  it('does not limit mails sent by our own server code (invitations resent by an admin)', async () => {
    const email = await newStaff('editor', null);
    for (let attempt = 0; attempt < 5; attempt += 1) await auth().api.requestPasswordReset({ body: { email } });
    expect(await outboxOnceDelivered(email, 5)).toHaveLength(5);
  });

  it('sends an invitation, not a reset, to a member who never chose a password', async () => {
    const email = await newStaff('editor', null);
    await requestReset(email, '192.0.2.150');
    expect((await outboxOnceDelivered(email)).at(-1)?.subject).toBe('Invitation à l’administration du site du cabinet');
  });
});
