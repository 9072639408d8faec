import { stemOf, WORD } from './words';

/** A word as typed, with where it sits in the text it was read from. */
type WordAt = { word: string; start: number; end: number };

/** A piece of a snippet: the page writes matched pieces in `<mark>`, every piece as escaped text. */
export type SnippetPart = { text: string; matched: boolean };

export const SNIPPET_CHARACTERS = 220;
/**
 * A passage is looked for in this many first characters of an article's visible text: the cost
 * of a result does not grow with the article (decision 066).
 */
export const SNIPPET_SOURCE_CHARACTERS = 6_000;

/** The words a reader sees in an article body (HTML or Markdown): tags, link targets and markers dropped. */
export function visibleText(body: string): string {
  return body
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`~>|]/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;/g, '’')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The passage of `text` (about SNIPPET_CHARACTERS long) holding the most words whose stem is in
 * `stems`, cut between words with « … » where it was cut, split into matched and plain parts.
 * The parts are text: the page escapes them like any other text.
 */
export function buildSnippet(text: string, stems: ReadonlySet<string>, length = SNIPPET_CHARACTERS): SnippetPart[] {
  const matched: WordAt[] = [];
  const initials = new Set([...stems].map((stem) => stem.charAt(0)));
  for (const { 0: word, index: start } of text.matchAll(WORD)) {
    // A stem begins with its word's first letter, lowercased: most words are ruled out without
    // being stemmed (an accented or other non-ASCII first letter is always stemmed).
    const first = word.charCodeAt(0);
    if (first < 0x80 && !initials.has(String.fromCharCode(first).toLowerCase())) continue;
    if (stems.has(stemOf(word))) matched.push({ word, start, end: start + word.length });
  }
  let bestStart = 0;
  let bestCount = 0;
  // Matches are in text order and windows start in that order too: both ends of the run of
  // matches inside the window only move forward, so one pass counts them all.
  let low = 0;
  let high = -1;
  for (const first of matched) {
    // The window starts a little before a match so the match is read in its sentence.
    const start = Math.max(0, first.start - 40);
    while ((matched[low] as WordAt).start < start) low += 1;
    while (high + 1 < matched.length && (matched[high + 1] as WordAt).end <= start + length) high += 1;
    const count = high - low + 1;
    if (count > bestCount) {
      bestCount = count;
      bestStart = start;
    }
  }
  // Visible text has single spaces between words: the passage is cut at them, never inside a word.
  const from =
    bestStart === 0 || text[bestStart - 1] === ' ' ? bestStart : text.indexOf(' ', bestStart) + 1 || bestStart;
  const lastSpace = text.lastIndexOf(' ', from + length);
  const to = from + length >= text.length ? text.length : lastSpace > from ? lastSpace : from + length;
  const parts: SnippetPart[] = [];
  const push = (piece: string, isMatch: boolean) => {
    if (!piece) return;
    const last = parts.at(-1);
    if (last && last.matched === isMatch) last.text += piece;
    else parts.push({ text: piece, matched: isMatch });
  };
  if (from > 0) push('… ', false);
  let cursor = from;
  for (const word of matched) {
    if (word.start < from || word.end > to) continue;
    push(text.slice(cursor, word.start), false);
    push(text.slice(word.start, word.end), true);
    cursor = word.end;
  }
  push(text.slice(cursor, to), false);
  if (to < text.length) push(' …', false);
  return parts;
}
