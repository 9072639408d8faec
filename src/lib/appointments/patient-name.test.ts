import { describe, expect, it } from 'vitest';
import { checkPatientName } from './patient-name';

describe('patient names in Latin or Arabic script', () => {
  it.each([
    ['Latin with accents', 'Hélène Benali', 'Hélène Benali'],
    ['Arabic', 'محمد العلوي', 'محمد العلوي'],
    ['Arabic with vowel marks', 'مُحَمَّد', 'مُحَمَّد'],
    ['apostrophe and hyphen', 'Aït-Lahcen O’Brien', 'Aït-Lahcen O’Brien'],
    ['spaces collapsed', '  Salma   B. ', 'Salma B.'],
    ['an RTL override stripped', 'Karim\u202Eremoc.exe', 'Karimremoc.exe'],
    ['zero-width characters stripped', 'Sa\u200Bl\u200Dma\uFEFF', 'Salma'],
  ])('accepts %s', (_case, typed, name) => {
    expect(checkPatientName(typed)).toEqual({ ok: true, name });
  });

  it.each([
    ['empty', ''],
    ['only invisible characters', '\u200B\u202E'],
    ['markup', '<script>alert(1)</script>'],
    ['digits', 'Omar 2'],
    ['a spreadsheet formula', '=HYPERLINK("x")'],
    ['Cyrillic', 'Иван'],
    ['too long', 'a'.repeat(81)],
    ['punctuation only', "'-."],
  ])('refuses %s', (_case, typed) => {
    expect(checkPatientName(typed).ok).toBe(false);
  });
});
