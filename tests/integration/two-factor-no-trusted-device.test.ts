import './auth-helpers';
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth } from '@/server/auth/auth';
import { totpCode } from '../support/totp';
import { STRONG_PASSWORD, signInCookie, staffWithStrongPassword, uniqueEmail } from './auth-helpers';
import { postAuth, startAuthServer, type AuthAnswer } from './auth-sign-in-http';
import { turnOnTwoFactor } from './two-factor-helpers';

/**
 * Decision 032: every sign-in asks for the second factor (decision 013). Better Auth's "trust
 * this device" (`trustDevice: true` on the code step) would let the password alone open sessions
 * for 30 days; it is refused over real HTTP, as a browser's cookie jar would replay it.
 */
let server: Awaited<ReturnType<typeof startAuthServer>>;
beforeAll(async () => {
  server = await startAuthServer();
});
afterAll(() => server.close());

/** A browser's cookies for the site: each answer's Set-Cookie applied, expired ones dropped. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(answer: AuthAnswer): this {
    for (const line of answer.setCookies) {
      const [pair = ''] = line.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      if (/Max-Age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(pair.indexOf('=') + 1));
    }
    return this;
  }
  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }
  names(): string[] {
    return [...this.cookies.keys()];
  }
  /** What « Se déconnecter » leaves: every cookie but the session's. */
  signedOut(): void {
    for (const name of this.names()) if (name.includes('session_')) this.cookies.delete(name);
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

async function memberWithTwoFactor() {
  const email = uniqueEmail('confiance');
  const member = await staffWithStrongPassword({ email, name: 'Confiance', role: 'editor' });
  const { secret } = await turnOnTwoFactor(await signInCookie(email));
  return { email, id: member.id, secret };
}

describe('no trusted device: every sign-in asks for the code', () => {
  it('still asks for the code at the next sign-in after a code step sent with trustDevice: true', async () => {
    const { email, secret } = await memberWithTwoFactor();
    const jar = new CookieJar();
    jar.take(
      await postAuth(
        server.port,
        '/sign-in/email',
        { email, password: STRONG_PASSWORD },
        { localAddress: '127.0.0.11' },
      ),
    );
    const code = await postAuth(
      server.port,
      '/two-factor/verify-totp',
      { code: totpCode(secret), trustDevice: true },
      { localAddress: '127.0.0.11', cookie: jar.header() },
    );
    expect(code.status).toBe(200);
    jar.take(code);
    expect(jar.names()).toContain('cabinet.session_token');

    jar.signedOut();
    const again = await postAuth(
      server.port,
      '/sign-in/email',
      { email, password: STRONG_PASSWORD },
      { localAddress: '127.0.0.11', cookie: jar.header() },
    );
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ twoFactorRedirect: true });
    expect(again.setCookies.join('\n')).not.toMatch(/session_token=[^;]/);
    expect(jar.names().filter((name) => name.includes('trust_device'))).toEqual([]);
  });

  it('gives no bypass to a trust cookie Better Auth issued before, and expires it', async () => {
    const { email, id } = await memberWithTwoFactor();
    // What verify-totp with trustDevice: true stored and set before decision 032, still valid.
    const context = await auth().$context;
    const identifier = `trust-device-${'x'.repeat(32)}`;
    await context.internalAdapter.createVerificationValue({
      value: id,
      identifier,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const token = createHmac('sha256', context.secret).update(`${id}!${identifier}`).digest('base64url');
    const value = `${token}!${identifier}`;
    const signed = encodeURIComponent(
      `${value}.${createHmac('sha256', context.secret).update(value).digest('base64')}`,
    );
    const jar = new CookieJar();
    jar.set('cabinet.trust_device', signed);

    const answer = await postAuth(
      server.port,
      '/sign-in/email',
      { email, password: STRONG_PASSWORD },
      { localAddress: '127.0.0.12', cookie: jar.header() },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ twoFactorRedirect: true });
    expect(answer.setCookies.join('\n')).not.toMatch(/session_token=[^;]/);
    jar.take(answer);
    expect(jar.names()).not.toContain('cabinet.trust_device');
  });
});
