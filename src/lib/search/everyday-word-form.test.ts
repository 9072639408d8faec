import { describe, expect, it } from 'vitest';
import { firstErrorPerField } from '@/lib/forms/form-errors';
import { normalizeForSearch } from '@/lib/text/search-text';
import {
  everydayWordFormSchema,
  MEANING_REQUIRED_MESSAGE,
  NOTHING_SEARCHABLE_MESSAGE,
  sameEverydayWord,
  TERM_REQUIRED_MESSAGE,
  TERM_TOO_LONG_MESSAGE,
} from './everyday-word-form';

const errorsOf = (values: unknown) => {
  const parsed = everydayWordFormSchema.safeParse(values);
  // The first message of each field, as the page shows it (firstErrorPerField).
  return parsed.success ? {} : firstErrorPerField(parsed.error);
};

describe('the everyday-word form', () => {
  it('stores the word as search reads it: « Écho » and « echo » are one word', () => {
    expect(normalizeForSearch('  Écho  ')).toBe('echo');
    expect(normalizeForSearch('Trouble  de l’ÉRECTION')).toBe('trouble de l’erection');
    expect(sameEverydayWord('Écho', 'echo')).toBe(true);
    expect(sameEverydayWord('écho', 'échographie')).toBe(false);
    expect(everydayWordFormSchema.parse({ term: ' Écho ', meaning: ' échographie ' })).toEqual({
      term: 'echo',
      meaning: 'échographie',
    });
  });

  it('refuses an empty word and a word made only of spaces, in French', () => {
    expect(errorsOf({ term: '', meaning: '' })).toEqual({
      term: TERM_REQUIRED_MESSAGE,
      meaning: MEANING_REQUIRED_MESSAGE,
    });
    expect(errorsOf({ term: '   \u00a0 ', meaning: 'échographie' })).toEqual({ term: TERM_REQUIRED_MESSAGE });
  });

  it('refuses a word longer than 100 characters', () => {
    expect(errorsOf({ term: 'a'.repeat(101), meaning: 'échographie' })).toEqual({ term: TERM_TOO_LONG_MESSAGE });
    expect(errorsOf({ term: 'a'.repeat(100), meaning: 'échographie' })).toEqual({});
  });

  it('refuses a word the search would ignore: punctuation or small words only', () => {
    expect(errorsOf({ term: '?!…', meaning: 'échographie' })).toEqual({ term: NOTHING_SEARCHABLE_MESSAGE });
    expect(errorsOf({ term: 'écho', meaning: 'de la' })).toEqual({ meaning: NOTHING_SEARCHABLE_MESSAGE });
  });
});
