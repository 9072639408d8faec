import { describe, expect, it } from 'vitest';
import { checkPatientPhone } from './patient-phone';

describe('Moroccan patient numbers only', () => {
  it.each([
    ['06 12 34 56 78', '+212612345678'],
    ['07.12.34.56.78', '+212712345678'],
    ['05 22 12 34 56', '+212522123456'],
    ['+212 6 12 34 56 78', '+212612345678'],
    ['00212712345678', '+212712345678'],
  ])('accepts %s', (typed, e164) => {
    expect(checkPatientPhone(typed)).toEqual({ ok: true, e164 });
  });

  it.each([
    ['a French number', '+33 1 23 45 67 89'],
    ['a premium-rate 08 number', '08 92 12 34 56'],
    ['a free 0800 number', '0800 12 34 56'],
    ['too short', '06 12 34'],
    ['letters', 'appelez-moi'],
  ])('refuses %s', (_case, typed) => {
    expect(checkPatientPhone(typed).ok).toBe(false);
  });
});
