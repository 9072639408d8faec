import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_ALPHABET, generateRecoveryCodes } from './recovery-codes';
import { recoveryCodeSchema } from './two-factor';

describe('recovery codes', () => {
  it('have no character a person confuses with another (0/O, 1/l/I)', () => {
    expect(RECOVERY_CODE_ALPHABET).not.toMatch(/[0O1lIL]/);
    const codes = generateRecoveryCodes(200);
    for (const code of codes) expect(code).not.toMatch(/[0Oo1lIiL]/);
  });

  it('are made of the whole alphabet, in the XXXXX-XXXXX form the sign-in accepts', () => {
    const codes = generateRecoveryCodes(200);
    expect(codes).toHaveLength(200);
    for (const code of codes) {
      expect(code).toMatch(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{5}-[${RECOVERY_CODE_ALPHABET}]{5}$`));
      expect(recoveryCodeSchema.parse(code)).toBe(code);
    }
    const used = new Set(codes.join('').replace(/-/g, ''));
    expect(used.size).toBe(RECOVERY_CODE_ALPHABET.length);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
