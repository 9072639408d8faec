import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstErrorPerField } from './form-errors';

const schema = z.object({
  email: z.string().min(1, 'Email requis').email('Adresse email invalide'),
  password: z.string().min(10, 'Au moins 10 caractères'),
  token: z.string().min(1, 'Lien expiré'),
});

function errorsOf(values: unknown) {
  const parsed = schema.safeParse(values);
  if (parsed.success) throw new Error('expected a failure');
  return parsed.error;
}

describe('firstErrorPerField', () => {
  it('keeps the first message of each listed field', () => {
    expect(firstErrorPerField(errorsOf({ email: '', password: 'court', token: 'x' }), ['email', 'password'])).toEqual({
      email: 'Email requis',
      password: 'Au moins 10 caractères',
    });
  });

  it('leaves out fields that are not listed', () => {
    expect(
      firstErrorPerField(errorsOf({ email: 'a@b.ma', password: 'assez long mot', token: '' }), ['email', 'password']),
    ).toEqual({});
  });
});
