import { describe, expect, it } from 'vitest';
import { PASSWORD_TOO_COMMON } from './auth-messages';
import { isGuessablePassword, staffPasswordSchema } from './staff-password';

describe('staff passwords: common and breached-list passwords are refused (decision 032)', () => {
  it.each([
    'motdepasse',
    'azertyuiop',
    'Motdepasse',
    'motdepasse123',
    'azerty123456',
    '1234567890',
    'bonjourbonjour',
    'aaaaaaaaaaaa',
    'cabinetmedical',
    'Casablanca2024!',
    'm0tdep@sse',
  ])('refuses %s', (password) => {
    expect(isGuessablePassword(password)).toBe(true);
    expect(staffPasswordSchema.safeParse(password).error?.issues.map((issue) => issue.message)).toEqual([
      PASSWORD_TOO_COMMON,
    ]);
  });

  it.each(['un-mot-de-passe-solide', 'cheval agrafe batterie', 'Chat-Lune-Piano-47', 'tout-nouveau-mdp'])(
    'accepts the passphrase %s',
    (password) => {
      expect(isGuessablePassword(password)).toBe(false);
      expect(staffPasswordSchema.safeParse(password).success).toBe(true);
    },
  );

  it('says only that a short password is short', () => {
    expect(staffPasswordSchema.safeParse('azerty').error?.issues.map((issue) => issue.message)).toEqual([
      'Le mot de passe doit contenir au moins 10 caractères.',
    ]);
  });
});
