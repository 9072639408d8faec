import { newStemmer } from 'snowball-stemmers';
import { normalizeForSearch } from '@/lib/search-text';

const french = newStemmer('french');

// Words that carry no topic: matching them would rank every article alike (decision 042).
const STOP_WORDS = new Set(
  (
    'a au aux avec ce ces c d dans de des du elle en est et il ils j je l la le les leur leurs lui ma mais me mes moi mon ' +
    'n ne nos notre nous on ou par pas pour qu que qui s sa se ses son sur ta te tes toi ton tu un une vos votre vous y ' +
    'ete etre avoir comment quoi quel quelle quels quelles est-ce'
  ).split(' '),
);

/** A word as typed, with where it sits in the text it was read from. */
export type WordAt = { word: string; start: number; end: number };

// Letters and digits, apostrophes and hyphens split words (« l’échographie » → « l », « échographie »).
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text with their offsets, in the text's own characters. */
export function wordsOf(text: string): WordAt[] {
  return [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index, end: match.index + match[0].length }));
}

/** The stem a word is indexed and searched under: lowercase, no accents, French Snowball stem. */
export function stemOf(word: string): string {
  return french.stem(normalizeForSearch(word));
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(normalizeForSearch(word));
}

/** The stems of a text that carry meaning, in order, repeats kept (they weigh in the ranking). */
export function stemsOf(text: string): string[] {
  return wordsOf(text)
    .filter(({ word }) => !isStopWord(word))
    .map(({ word }) => stemOf(word))
    .filter((stem) => stem.length > 0);
}
