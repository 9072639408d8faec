import { type SearchWord, searchWordsOf } from './words';

/** Longer queries are cut: nobody types more, and the cost of a query must stay bounded (decision 066). */
export const MAX_QUERY_CHARACTERS = 120;
/** At most this many meaningful words are searched; the rest of the query is ignored. */
export const MAX_QUERY_WORDS = 8;
/** At most this many words are added by the everyday words' meanings. */
export const MAX_EXPANSION_WORDS = 16;
/** Result pages beyond this are not served: an address with a larger number shows the first page. */
export const MAX_RESULTS_PAGE = 100;

/**
 * One everyday expression and what it means in the articles' words (« écho » → « échographie »),
 * edited by staff on the back office's search page.
 */
export type SearchSynonym = { term: string; meaning: string };

/** Control characters, bidi overrides and other invisible format characters never reach a search. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}]/gu;

/**
 * The query as the page shows it back: the first `q` when the address repeats it, invisible
 * characters turned to spaces, spaces collapsed, cut at MAX_QUERY_CHARACTERS.
 */
export function cleanSearchQuery(raw: string | string[] | undefined): string {
  const first = Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? '');
  return first.replace(INVISIBLE, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARACTERS).trim();
}

/** The page number of an address: a whole number from 1 to MAX_RESULTS_PAGE, anything else is page 1. */
export function resultsPageOf(raw: string | string[] | undefined): number {
  const first = Array.isArray(raw) ? raw[0] : raw;
  if (!first || !/^\d{1,3}$/.test(first)) return 1;
  const page = Number(first);
  return page >= 1 && page <= MAX_RESULTS_PAGE ? page : 1;
}

/**
 * What a query searches for: the words the patient typed (forgiven their typos, the last one
 * read as a beginning) and the words the everyday words' list says they mean (matched as they
 * are). An article matching any of them is found; those matching more rank first.
 */
export type SearchPlan = { typed: SearchWord[]; meanings: SearchWord[] };

const sameStems = (a: readonly SearchWord[], b: readonly SearchWord[]) =>
  a.length === b.length && a.every((word, index) => word.stem === b[index]?.stem);

/**
 * The plan of a cleaned query: its first MAX_QUERY_WORDS meaningful words, and the meaning of
 * every everyday expression (one word or several in a row) found among them. Null when nothing
 * searchable is left (punctuation only, stop words only).
 */
export function planSearch(query: string, synonyms: readonly SearchSynonym[]): SearchPlan | null {
  const typed = searchWordsOf(query).slice(0, MAX_QUERY_WORDS);
  if (typed.length === 0) return null;
  const meanings = new Map<string, SearchWord>();
  for (const synonym of synonyms) {
    const term = searchWordsOf(synonym.term);
    if (term.length === 0) continue;
    const found = typed.some((_, start) => sameStems(typed.slice(start, start + term.length), term));
    if (!found) continue;
    for (const word of searchWordsOf(synonym.meaning))
      if (!typed.some((typedWord) => typedWord.stem === word.stem)) meanings.set(word.stem, word);
  }
  return { typed, meanings: [...meanings.values()].slice(0, MAX_EXPANSION_WORDS) };
}
