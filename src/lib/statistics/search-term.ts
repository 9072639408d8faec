import { expandLigatures, foldAccents } from '@/lib/text/fold-accents';

export const MAX_SEARCH_TERM_LENGTH = 60;

/**
 * A search as the statistics count it: lowercase, without accents, punctuation or extra spaces,
 * cut to 60 characters, so « Échographie  » and « echographie » are one term. Null when nothing
 * is left to count.
 */
export function normalisedSearchTerm(query: string): string | null {
  const term = foldAccents(expandLigatures(query.normalize('NFKC')))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .slice(0, MAX_SEARCH_TERM_LENGTH)
    .trim();
  return term === '' ? null : term;
}
