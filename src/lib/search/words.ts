import { newStemmer } from 'snowball-stemmers';
import { normalizeForSearch } from '@/lib/text/search-text';

const french = newStemmer('french');

// Words that carry no topic: matching them would rank every article alike (decision 042).
const STOP_WORDS = (
  'a au aux avec ce ces c d dans de des du elle en est et il ils j je l la le les leur leurs lui ma mais me mes moi mon ' +
  'n ne nos notre nous on ou par pas pour qu que qui s sa se ses son sur ta te tes toi ton tu un une vos votre vous y ' +
  'ete etre avoir comment quoi quel quelle quels quelles'
).split(' ');

/** A word as typed, with where it sits in the text it was read from. */
export type WordAt = { word: string; start: number; end: number };

// Letters and digits, apostrophes and hyphens split words (« l’échographie » → « l », « échographie »).
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** The words of a text with their offsets, in the text's own characters. */
export function wordsOf(text: string): WordAt[] {
  return [...text.matchAll(WORD)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

// The Snowball stemmer costs about 0.2 ms a word here: stems are remembered, within a bound
// (a language's words repeat; a flood of made-up ones empties the memory, never grows it).
const STEMS_REMEMBERED = 50_000;
const stems = new Map<string, string>();

/** The stem a word is indexed and searched under: lowercase, no accents, French Snowball stem. */
export function stemOf(word: string): string {
  const known = stems.get(word);
  if (known !== undefined) return known;
  const stem = french.stem(normalizeForSearch(word));
  if (stems.size >= STEMS_REMEMBERED) stems.clear();
  stems.set(word, stem);
  return stem;
}

// Compared by stem, after the word was stemmed once: « dans » is « dan », « notre » « notr ».
const STOP_STEMS = new Set(STOP_WORDS.map(stemOf));

/** The stems of a text that carry meaning, in order, repeats kept (they weigh in the ranking). */
export function stemsOf(text: string): string[] {
  const found: string[] = [];
  for (const [word] of text.matchAll(WORD)) {
    const stem = stemOf(word);
    if (stem.length > 0 && !STOP_STEMS.has(stem)) found.push(stem);
  }
  return found;
}
