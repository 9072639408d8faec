import { describe, expect, it } from 'vitest';
import {
  CODE_FORMAT,
  CODE_STEP_EXPIRED,
  RECOVERY_CODE_FORMAT,
  WRONG_CODE,
  groupedSecret,
  recoveryCodeSchema,
  totpCodeSchema,
  totpSecretFromUri,
  twoFactorErrorMessage,
} from './two-factor';
import { TOO_MANY_ATTEMPTS } from './auth-messages';

describe('two-factor texts and formats', () => {
  it('accepts six digits typed with spaces or a dash, and refuses anything else in French', () => {
    expect(totpCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(totpCodeSchema.parse('123-456')).toBe('123456');
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      expect(totpCodeSchema.safeParse(bad).error?.issues[0]?.message, bad).toBe(CODE_FORMAT);
    }
  });

  it('accepts recovery codes in the XXXXX-XXXXX form only', () => {
    expect(recoveryCodeSchema.parse(' aB3dE-9xY2z ')).toBe('aB3dE-9xY2z');
    expect(recoveryCodeSchema.safeParse('aB3dE9xY2z').error?.issues[0]?.message).toBe(RECOVERY_CODE_FORMAT);
  });

  it('reads the secret of an otpauth URI, and nothing from other addresses', () => {
    expect(totpSecretFromUri('otpauth://totp/Cabinet:a%40b.c?secret=JBSWY3DPEHPK3PXP&issuer=Cabinet')).toBe(
      'JBSWY3DPEHPK3PXP',
    );
    expect(totpSecretFromUri('https://example.com/?secret=X')).toBeNull();
    expect(totpSecretFromUri('not a uri')).toBeNull();
    expect(groupedSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
  });

  it('says every refusal of the code step in French, 429 first', () => {
    expect(twoFactorErrorMessage({ code: 'INVALID_CODE', status: 401 })).toBe(WRONG_CODE);
    expect(twoFactorErrorMessage({ code: 'INVALID_TWO_FACTOR_COOKIE', status: 401 })).toBe(CODE_STEP_EXPIRED);
    expect(twoFactorErrorMessage({ code: 'ACCOUNT_TEMPORARILY_LOCKED', status: 429 })).toBe(TOO_MANY_ATTEMPTS);
    expect(twoFactorErrorMessage({ code: 'SOMETHING_ELSE', status: 500, message: 'English' })).not.toContain('English');
  });
});
