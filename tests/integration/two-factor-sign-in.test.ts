import './auth-helpers';
import { describe, expect, it } from 'vitest';
import { getCurrentStaff } from '@/server/auth/session';
import { db } from '@/server/db/client';
import { totpCode } from '../support/totp';
import { signInCookie, staffWithStrongPassword, uniqueEmail } from './auth-helpers';
import { call, cookiesFrom, passwordStep, turnOnTwoFactor } from './two-factor-helpers';

const TOO_MANY = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';

async function memberWithTwoFactor() {
  const email = uniqueEmail('tfa');
  await staffWithStrongPassword({ email, name: 'tfa', role: 'editor' });
  const factor = await turnOnTwoFactor(await signInCookie(email));
  return { email, ...factor };
}

describe('two-factor sign-in', () => {
  it('stores the secret and the recovery codes encrypted, ten single codes shown once', async () => {
    const { email, secret, backupCodes } = await memberWithTwoFactor();
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    const row = await db()
      .selectFrom('auth_two_factors')
      .innerJoin('auth_users', 'auth_users.id', 'auth_two_factors.user_id')
      .select(['auth_two_factors.secret', 'auth_two_factors.backup_codes', 'auth_users.two_factor_enabled'])
      .where('auth_users.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    for (const code of backupCodes) expect(row.backup_codes).not.toContain(code);
    expect(Boolean(row.two_factor_enabled)).toBe(true);
  });

  it('asks for a code after the right password and opens no session before it', async () => {
    const { email } = await memberWithTwoFactor();
    const step = await passwordStep(email, '198.51.100.70');
    expect(step.response.status).toBe(200);
    expect(step.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(step.cookie).toMatch(/cabinet\.two_factor=/);
    expect(step.cookie).not.toMatch(/cabinet\.session_token=/);
    expect(await getCurrentStaff(new Headers({ cookie: step.cookie }))).toBeNull();
  });

  it('opens the session with the 6-digit code of the moment', async () => {
    const { email, secret } = await memberWithTwoFactor();
    const step = await passwordStep(email, '198.51.100.71');
    const verified = await call(
      '/two-factor/verify-totp',
      { code: totpCode(secret) },
      { cookie: step.cookie, 'x-forwarded-for': '198.51.100.71' },
    );
    expect(verified.status).toBe(200);
    const staff = await getCurrentStaff(new Headers({ cookie: cookiesFrom(verified) }));
    expect(staff).toMatchObject({ email, twoFactorEnabled: true });
  });

  it('refuses a wrong code with INVALID_CODE and no session', async () => {
    const { email, secret } = await memberWithTwoFactor();
    const step = await passwordStep(email, '198.51.100.72');
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    const refused = await call(
      '/two-factor/verify-totp',
      { code: wrong },
      { cookie: step.cookie, 'x-forwarded-for': '198.51.100.72' },
    );
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'INVALID_CODE' });
    expect(cookiesFrom(refused)).not.toMatch(/session_token/);
  });

  it('accepts each recovery code once', async () => {
    const { email, backupCodes } = await memberWithTwoFactor();
    const first = await passwordStep(email, '198.51.100.73');
    const used = await call(
      '/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      { cookie: first.cookie, 'x-forwarded-for': '198.51.100.73' },
    );
    expect(used.status).toBe(200);
    expect(await getCurrentStaff(new Headers({ cookie: cookiesFrom(used) }))).toMatchObject({ email });
    const second = await passwordStep(email, '198.51.100.73');
    const again = await call(
      '/two-factor/verify-backup-code',
      { code: backupCodes[0] },
      { cookie: second.cookie, 'x-forwarded-for': '198.51.100.73' },
    );
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
    const other = await call(
      '/two-factor/verify-backup-code',
      { code: backupCodes[1] },
      { cookie: second.cookie, 'x-forwarded-for': '198.51.100.73' },
    );
    expect(other.status).toBe(200);
  });

  it('refuses the code step without the challenge of a right password', async () => {
    const { secret } = await memberWithTwoFactor();
    const response = await call(
      '/two-factor/verify-totp',
      { code: totpCode(secret) },
      { 'x-forwarded-for': '198.51.100.74' },
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_COOKIE' });
  });

  it('limits the code step per member across sign-ins, counted before the code is checked, even for a burst', async () => {
    const { email, secret } = await memberWithTwoFactor();
    const wrong = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    // Seven challenges, each from its own address: the per-member counter is what stops them.
    const steps = await Promise.all(
      [0, 1, 2, 3, 4, 5, 6].map((index) => passwordStep(email, `203.0.113.${80 + index}`)),
    );
    // Six wrong codes at once: one past the member's five. The right code is sent after them, not
    // among them: a right code resets the counter, so in a burst the order would decide.
    const answers = await Promise.all(
      steps
        .slice(0, 6)
        .map((step, index) =>
          call(
            '/two-factor/verify-totp',
            { code: wrong },
            { cookie: step.cookie, 'x-forwarded-for': `203.0.113.${80 + index}` },
          ),
        ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);
    expect(statuses).not.toContain(200);
    const refused = answers.find((answer) => answer.status === 429)!;
    expect(await refused.json()).toMatchObject({ message: TOO_MANY });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Counted before it is checked: past the limit, even the right code is refused.
    const right = await call(
      '/two-factor/verify-totp',
      { code: totpCode(secret) },
      { cookie: steps[6]!.cookie, 'x-forwarded-for': '203.0.113.86' },
    );
    expect(right.status).toBe(429);
  });

  it('limits the code step per address across members', { timeout: 60_000 }, async () => {
    const address = '203.0.113.99';
    const statuses: number[] = [];
    // Four members, five tries each on one challenge: 20 from the address, none over a member's 5.
    for (let index = 0; index < 5; index += 1) {
      const { email } = await memberWithTwoFactor();
      const step = await passwordStep(email, address);
      for (let attempt = 0; attempt < (index < 4 ? 5 : 1); attempt += 1) {
        const answer = await call(
          '/two-factor/verify-totp',
          { code: '000000' },
          { cookie: step.cookie, 'x-forwarded-for': address },
        );
        statuses.push(answer.status);
      }
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
  });

  it('clears the member counter after a right code, so a colleague who mistypes is not locked out later', async () => {
    const { email, secret } = await memberWithTwoFactor();
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const step = await passwordStep(email, '198.51.100.90');
        const wrong = await call(
          '/two-factor/verify-totp',
          { code: '000000' },
          { cookie: step.cookie, 'x-forwarded-for': '198.51.100.90' },
        );
        expect([401, 429]).toContain(wrong.status);
        expect(wrong.status, `round ${round}`).toBe(401);
      }
      const step = await passwordStep(email, '198.51.100.90');
      const right = await call(
        '/two-factor/verify-totp',
        { code: totpCode(secret) },
        { cookie: step.cookie, 'x-forwarded-for': '198.51.100.90' },
      );
      expect(right.status, `round ${round}`).toBe(200);
    }
  });
});
