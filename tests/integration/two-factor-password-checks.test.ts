import './auth-helpers';
import { describe, expect, it } from 'vitest';
import { PASSWORD_CHECK_LIMIT } from '@/server/auth/two-factor-limits';
import { STRONG_PASSWORD, signInCookie, staffWithStrongPassword, uniqueEmail } from './auth-helpers';
import { call } from './two-factor-helpers';

const TOO_MANY = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';

async function signedInMember(): Promise<string> {
  const email = uniqueEmail('tfa-password');
  await staffWithStrongPassword({ email, name: 'tfa-password', role: 'editor' });
  return signInCookie(email);
}

const enable = (cookie: string, address: string, password = STRONG_PASSWORD) =>
  call('/two-factor/enable', { password }, { cookie, 'x-forwarded-for': address });

describe('two-factor password checks are limited per member and address', () => {
  it('colleagues behind one address turn it on within the same seconds', async () => {
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => signedInMember()));
    for (const cookie of members) expect((await enable(cookie, '198.51.100.90')).status).toBe(200);
  });

  it('after five wrong passwords the member is refused, a colleague at the same address is not', async () => {
    const [member, colleague] = await Promise.all([signedInMember(), signedInMember()]);
    for (let attempt = 1; attempt <= PASSWORD_CHECK_LIMIT.max; attempt += 1) {
      expect((await enable(member, '198.51.100.91', 'pas-le-bon-mot-de-passe')).status).not.toBe(429);
    }
    const refused = await enable(member, '198.51.100.91');
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: TOO_MANY });
    expect((await enable(member, '198.51.100.92')).status).toBe(200);
    expect((await enable(colleague, '198.51.100.91')).status).toBe(200);
  });

  it('a right password clears the member’s count: only consecutive failures add up', async () => {
    const member = await signedInMember();
    for (const round of [1, 2]) {
      for (let attempt = 1; attempt < PASSWORD_CHECK_LIMIT.max; attempt += 1) {
        expect((await enable(member, '198.51.100.93', 'pas-le-bon-mot-de-passe')).status, `round ${round}`).not.toBe(
          429,
        );
      }
      expect((await enable(member, '198.51.100.93')).status, `round ${round}`).toBe(200);
    }
  });
});
