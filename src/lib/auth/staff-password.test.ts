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
    'mot de passe',
    'MotDePasse2024',
    'Mot De Passe 2024',
    'MOT DE PASSE 123',
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

  it('a long tail of digits is not taken for a year or a counter', () => {
    expect(isGuessablePassword('Piano 83749201')).toBe(false);
  });

  it('says only that a short password is short', () => {
    expect(staffPasswordSchema.safeParse('azerty').error?.issues.map((issue) => issue.message)).toEqual([
      'Le mot de passe doit contenir au moins 10 caractères.',
    ]);
  });
});
