import { stemsOf } from './words';

/** Longer queries are cut: nobody types more, and the cost of a query must stay bounded (decision 042). */
export const MAX_QUERY_CHARACTERS = 120;
/** At most this many meaningful words are searched; the rest of the query is ignored. */
export const MAX_QUERY_WORDS = 8;
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
 * What a query searches for: every group must match (AND), a group matches when one of its
 * alternatives does (OR), an alternative is stems that must all be present (AND). A word the
 * patient typed is one group: its own stem, plus the stems of what it means in the synonym list.
 */
export type SearchPlan = { groups: string[][][] };

function stemsOfPhrase(text: string): string[] {
  return stemsOf(text).filter((stem) => /^[a-z0-9]+$/.test(stem));
}

function sameStems(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((stem, index) => stem === b[index]);
}

/**
 * The plan of a cleaned query: its meaningful words stemmed (only `a-z0-9` stems survive, so no
 * character of the query ever reaches a match expression as syntax), a synonym of one or several
 * words replacing those words with a choice between them and its meaning. Null when nothing
 * searchable is left (punctuation only, stop words only).
 */
export function planSearch(query: string, synonyms: readonly SearchSynonym[]): SearchPlan | null {
  const stems = stemsOfPhrase(query).slice(0, MAX_QUERY_WORDS);
  if (stems.length === 0) return null;
  const known = synonyms
    .map((synonym) => ({ term: stemsOfPhrase(synonym.term), meaning: stemsOfPhrase(synonym.meaning) }))
    .filter((synonym) => synonym.term.length > 0 && synonym.meaning.length > 0)
    // The longest expression first: « trouble de l’érection » before « érection ».
    .sort((a, b) => b.term.length - a.term.length);
  const groups: string[][][] = [];
  let index = 0;
  while (index < stems.length) {
    const found = known.find((synonym) => sameStems(stems.slice(index, index + synonym.term.length), synonym.term));
    if (found) {
      const meanings = known.filter((synonym) => sameStems(synonym.term, found.term)).map((synonym) => synonym.meaning);
      groups.push([found.term, ...meanings.filter((meaning) => !sameStems(meaning, found.term))]);
      index += found.term.length;
    } else {
      groups.push([[stems[index] as string]]);
      index += 1;
    }
  }
  return { groups };
}

/** Every stem a plan can match, for highlighting. */
export function stemsOfPlan(plan: SearchPlan): Set<string> {
  return new Set(plan.groups.flat(2));
}
