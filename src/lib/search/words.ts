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

// What words are made of: letters, marks and digits; apostrophes, hyphens and the rest split
// words (« l’échographie » → « l », « échographie »).
const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;
// Whether each character of the Basic Multilingual Plane is a word character: 0 not yet known,
// 1 yes, 2 no. Testing the Unicode classes once per character, not once per occurrence, makes
// reading a text's words several times faster than a regular expression (decision 058).
const wordCharacters = new Uint8Array(0x10000);

function isWordCharacter(code: number): boolean {
  if (code < 0x80) return (code >= 0x30 && code <= 0x39) || ((code | 0x20) >= 0x61 && (code | 0x20) <= 0x7a);
  if (code > 0xffff) return WORD_CHARACTER.test(String.fromCodePoint(code));
  if (wordCharacters[code] === 0) wordCharacters[code] = WORD_CHARACTER.test(String.fromCharCode(code)) ? 1 : 2;
  return wordCharacters[code] === 1;
}

/**
 * Calls `visit` with the start and end (offsets in `text`) of each word from `from` on, in order,
 * until it returns false. A word cut by `from` is read from `from`.
 */
export function eachWord(text: string, visit: (start: number, end: number) => boolean | undefined, from = 0): void {
  let start = -1;
  let index = from;
  while (index < text.length) {
    const code = text.codePointAt(index) as number;
    if (isWordCharacter(code)) {
      if (start < 0) start = index;
    } else if (start >= 0) {
      if (visit(start, index) === false) return;
      start = -1;
    }
    index += code > 0xffff ? 2 : 1;
  }
  if (start >= 0) visit(start, text.length);
}

/** True when the character before `position` is part of a word. */
export function followsWordCharacter(text: string, position: number): boolean {
  if (position <= 0) return false;
  const before = text.codePointAt(position - 1) as number;
  // The second half of a surrogate pair: the character is the pair.
  if (before >= 0xdc00 && before <= 0xdfff && position >= 2)
    return isWordCharacter(text.codePointAt(position - 2) as number);
  return isWordCharacter(before);
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
  eachWord(text, (start, end) => {
    const stem = stemOf(text.slice(start, end));
    if (stem.length > 0 && !STOP_STEMS.has(stem)) found.push(stem);
    return true;
  });
  return found;
}
