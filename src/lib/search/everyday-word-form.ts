import { z } from '@/lib/forms/zod';
import { normalizeForSearch } from '../text/search-text';
import { withoutForbiddenCharacters } from '../text/xml-characters';
import { MEANING_MAX_LENGTH, TERM_MAX_LENGTH } from './everyday-word-fields';
import { stemsOf } from './words';

/**
 * The form of the « Mots des patients » page (decision 042), as the server actions check it: an
 * everyday word patients type and what it means in the articles’ words.
 */
export const TERM_REQUIRED_MESSAGE = 'Le mot est obligatoire';
export const TERM_TOO_LONG_MESSAGE = `Le mot ne peut pas dépasser ${TERM_MAX_LENGTH} caractères`;
export const MEANING_REQUIRED_MESSAGE = 'Ce que le mot veut dire est obligatoire';
export const MEANING_TOO_LONG_MESSAGE = `Ce que le mot veut dire ne peut pas dépasser ${MEANING_MAX_LENGTH} caractères`;
export const NOTHING_SEARCHABLE_MESSAGE =
  'Saisissez au moins un mot porteur de sens : la recherche ignore la ponctuation et les petits mots comme « le » ou « de »';
export const TERM_TAKEN_MESSAGE = 'Ce mot figure déjà dans la liste';

// A text of punctuation or stop words only gives the search no stem: the line would do nothing.
const searchable = (value: string) => stemsOf(value).length > 0;

export const everydayWordFormSchema = z.object({
  term: withoutForbiddenCharacters(
    z.string().trim().min(1, TERM_REQUIRED_MESSAGE).max(TERM_MAX_LENGTH, TERM_TOO_LONG_MESSAGE),
  )
    .refine(searchable, NOTHING_SEARCHABLE_MESSAGE)
    // The word as search reads it: lowercase, accents and ligatures folded, spaces collapsed, so
    // « Écho » and « echo » are one word of the list (the search compares stems of that form).
    .transform(normalizeForSearch),
  meaning: withoutForbiddenCharacters(
    z.string().trim().min(1, MEANING_REQUIRED_MESSAGE).max(MEANING_MAX_LENGTH, MEANING_TOO_LONG_MESSAGE),
  ).refine(searchable, NOTHING_SEARCHABLE_MESSAGE),
});

export type EverydayWordInput = z.output<typeof everydayWordFormSchema>;

/** Whether two words of the list are the same for the search (case and accents ignored). */
export function sameEverydayWord(a: string, b: string): boolean {
  return normalizeForSearch(a) === normalizeForSearch(b);
}
