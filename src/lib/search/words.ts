import { newStemmer } from 'snowball-stemmers';
import { normalizeForSearch } from '@/lib/text/search-text';

const french = newStemmer('french');

// Words that carry no topic: matching them would rank every article alike (decision 042).
const STOP_WORDS = (
  'a au aux avec ce ces c d dans de des du elle en est et il ils j je l la le les leur leurs lui ma mais me mes moi mon ' +
  'n ne nos notre nous o on ou par pas pour qu que qui s sa se ses son sur ta te tes toi ton tu un une vos votre vous y ' +
  'ete etre avoir comment quoi quel quelle quels quelles entre sans sous chez vers tres aussi cette cet tout tous ' +
  'toute toutes meme ainsi donc car quand alors si comme'
).split(' ');

// What words are made of: letters, marks and digits; apostrophes, hyphens and the rest split
// words (« l’échographie » → « l », « échographie »).
export const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text as written, in order. */
export const wordsOf = (text: string): string[] => text.match(WORD) ?? [];

/**
 * A word as the search knows it: its folded form (lowercase, no accents), which typos are
 * measured against, and its stem, which finds its other forms.
 */
export type SearchWord = { term: string; stem: string };

// Folding and stemming are the slow part of reading a text: words are remembered, within a bound
// (a language's words repeat; a flood of made-up ones empties the memory, never grows it).
const WORDS_REMEMBERED = 50_000;
const known = new Map<string, SearchWord>();

function foldedAndStemmed(word: string): SearchWord {
  const remembered = known.get(word);
  if (remembered) return remembered;
  const term = normalizeForSearch(word);
  const found = { term, stem: french.stem(term) };
  if (known.size >= WORDS_REMEMBERED) known.clear();
  known.set(word, found);
  return found;
}

/** The stem a word is indexed and searched under: lowercase, no accents, French Snowball stem. */
export function stemOf(word: string): string {
  return foldedAndStemmed(word).stem;
}

// Compared by stem, after the word was stemmed once: « dans » is « dan », « notre » « notr ».
const STOP_STEMS = new Set(STOP_WORDS.map(stemOf));

/** The word as the search knows it; null for a word that carries no topic. */
export function searchWordOf(word: string): SearchWord | null {
  const found = foldedAndStemmed(word);
  return found.stem.length === 0 || STOP_STEMS.has(found.stem) ? null : found;
}

/** The words of a text that carry meaning, in order, repeats kept. */
export function searchWordsOf(text: string): SearchWord[] {
  return wordsOf(text)
    .map(searchWordOf)
    .filter((word) => word !== null);
}

/** The stems of a text that carry meaning, in order, repeats kept. */
export function stemsOf(text: string): string[] {
  return searchWordsOf(text).map((word) => word.stem);
}
