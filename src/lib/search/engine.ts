import MiniSearch, { type Options, type Query, type SearchResult } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { SearchPlan } from './query';
import { type SearchWord, searchWordOf, stemOf, wordsOf } from './words';

/*
 * The search engine is MiniSearch (decision 066): every word of a text is indexed under its
 * folded form, which a typo is measured against, and its stem, which finds its other forms.
 */

/** How many letters a typed word may have wrong and still find its word: none up to 3 letters, 1 up to 6, 2 beyond. */
export function typosForgiven(term: string): number {
  const letters = [...term].length;
  if (letters <= 3) return 0;
  return letters <= 6 ? 1 : 2;
}

/** The last word is read as a beginning (a patient typing) from this many letters. */
export const PREFIX_FROM_LETTERS = 3;

function indexTermsOf(word: SearchWord | null): string[] | null {
  if (!word) return null;
  return word.term === word.stem ? [word.term] : [word.term, word.stem];
}

/**
 * A MiniSearch over `fields`, each boosted as given, its documents' `storeFields` kept for
 * filtering and ordering.
 */
export function createSearchEngine<T>(boost: Record<string, number>, storeFields: string[]): MiniSearch<T> {
  const options: Options<T> = {
    fields: Object.keys(boost),
    storeFields,
    tokenize: wordsOf,
    processTerm: (word) => indexTermsOf(searchWordOf(word)),
    // A query is built of terms already folded and stemmed (engineQueryOf): taken as they are.
    searchOptions: { boost, combineWith: 'OR', tokenize: (term) => [term], processTerm: (term) => term },
  };
  return new MiniSearch<T>(options);
}

const halved = (boost: Record<string, number>) =>
  Object.fromEntries(Object.entries(boost).map(([field, weight]) => [field, weight / 2]));

/**
 * The engine's query for a plan: any word may match, an article matching more of them scoring
 * more. A typed word is looked for with its typos forgiven (typosForgiven) and by its stem; the
 * last typed word also as a beginning; the everyday words' meanings as they are, weighing half
 * as much as what the patient typed (`boost`: the engine's field boosts).
 */
export function engineQueryOf(plan: SearchPlan, boost: Record<string, number>): Query {
  const queries: Query[] = [];
  plan.typed.forEach((word, index) => {
    const last = index === plan.typed.length - 1;
    queries.push({
      queries: [word.term],
      fuzzy: typosForgiven(word.term),
      prefix: last && [...word.term].length >= PREFIX_FROM_LETTERS,
    });
    if (word.stem !== word.term) queries.push(word.stem);
  });
  const meanings = plan.meanings.flatMap((word) => indexTermsOf(word) ?? []);
  if (meanings.length > 0) queries.push({ queries: meanings, boost: halved(boost) });
  return { combineWith: 'OR', queries };
}

/** The stems a found document's passage is highlighted by: those of the words it matched. */
export function matchedStemsOf(results: readonly SearchResult[]): Set<string> {
  const stems = new Set<string>();
  for (const result of results)
    for (const term of result.terms) {
      stems.add(term);
      stems.add(stemOf(term));
    }
  return stems;
}

function commonPrefixLength(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}

type Candidate = { known: KnownWord; distance: number; prefix: number };

/** Negative when `a` is the better suggestion: fewer typos, then a longer common beginning, then more frequent. */
const closer = (a: Candidate, b: Candidate) =>
  a.distance - b.distance || b.prefix - a.prefix || b.known.count - a.known.count;

/** A word met in public texts: how it is written (lowercase), in how many places, and from when it is public. */
type KnownWord = { written: string; count: number; publicFrom: number };

/**
 * The words the public texts hold, by folded form, for the no-result page's suggestion: the
 * known word closest to each typed word. Gathered in a plain map; the tree that finds close
 * words is built at the first suggestion.
 */
export class KnownWords {
  private readonly words = new Map<string, KnownWord>();
  private tree: SearchableMap<KnownWord> | null = null;

  add(written: string, term: string, publicFrom: number): void {
    const known = this.words.get(term);
    if (known) {
      known.count += 1;
      if (publicFrom < known.publicFrom) known.publicFrom = publicFrom;
    } else this.words.set(term, { written: written.toLowerCase(), count: 1, publicFrom });
    this.tree = null;
  }

  /**
   * The known words closest to each typed word (one more typo forgiven than the search does, at
   * most 3; among equally close ones, the one beginning like it, then the most frequent), public
   * at `now`, joined; null when there is
   * nothing to suggest or the suggestion is the query itself.
   */
  suggestionFor(plan: SearchPlan, now: Date): string | null {
    this.tree ??= SearchableMap.from(this.words);
    const tree = this.tree;
    const nowMs = now.getTime();
    const closest = plan.typed.map((word) => {
      let best: Candidate | null = null;
      for (const [term, [known, distance]] of tree.fuzzyGet(word.term, Math.min(3, typosForgiven(word.term) + 1))) {
        if (known.publicFrom > nowMs) continue;
        const candidate = { known, distance, prefix: commonPrefixLength(term, word.term) };
        if (!best || closer(candidate, best) < 0) best = candidate;
      }
      return best;
    });
    if (closest.every((found) => !found || found.distance === 0)) return null;
    const words = closest.flatMap((found) => (found ? [found.known.written] : []));
    return words.length > 0 ? words.join(' ') : null;
  }
}
