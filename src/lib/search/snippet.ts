import { stemOf, type WordAt, wordsOf } from './words';

/** A piece of a snippet: the page writes matched pieces in `<mark>`, every piece as escaped text. */
export type SnippetPart = { text: string; matched: boolean };

export const SNIPPET_CHARACTERS = 220;
/**
 * A passage is looked for in this many first characters of an article's body, read from the
 * database as they are: the cost of a result does not grow with the article (decision 049).
 */
export const SNIPPET_SOURCE_CHARACTERS = 6_000;

/** The words a reader sees in an article body (HTML or Markdown): tags, link targets and markers dropped. */
export function visibleText(body: string): string {
  return (
    body
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      // A body cut at SNIPPET_SOURCE_CHARACTERS may end inside a tag.
      .replace(/<[^>]*$/, ' ')
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[#*_`~>|]/g, ' ')
      .replace(/&nbsp;|&#160;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;|&rsquo;/g, '’')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * The passage of `text` (about SNIPPET_CHARACTERS long) holding the most words whose stem is in
 * `stems`, cut at word boundaries with « … » where it was cut, split into matched and plain
 * parts. The parts are text: the page escapes them like any other text.
 */
export function buildSnippet(text: string, stems: ReadonlySet<string>, length = SNIPPET_CHARACTERS): SnippetPart[] {
  const words = wordsOf(text);
  const matched = words.filter(({ word }) => stems.has(stemOf(word)));
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
  const startWord = words.find(({ start, end }) => end > bestStart && start >= bestStart) ?? words[0];
  const from = bestStart === 0 || !startWord ? 0 : startWord.start;
  const lastWord = words.filter(({ end }) => end <= from + length).at(-1);
  const to = lastWord && from + length < text.length ? lastWord.end : text.length;
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
