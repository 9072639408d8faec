/**
 * The bounds an article body keeps so that rendering it stays cheap (the parsers recurse, and
 * each element costs the pipeline its share): how deep its elements nest, and how many marks of
 * structure it carries. Checked in one linear pass, without parsing: where a body enters (the
 * save action) it is refused beyond them; at render, an older body beyond them is shown as plain
 * text instead of being parsed (see parse-body.ts).
 */

/** Elements inside elements, blockquotes inside blockquotes, lists inside lists. */
export const MAX_BODY_DEPTH = 32;
/** Tags, emphasis and code marks, brackets, quote and list markers, paragraph breaks. */
export const MAX_BODY_MARKS = 2_000;

export type BodyBoundsBreach = 'depth' | 'marks';

export const BODY_TOO_DEEP_MESSAGE = `Le contenu imbrique trop d’éléments les uns dans les autres (${MAX_BODY_DEPTH} niveaux au maximum)\u00a0: simplifiez sa structure.`;
export const BODY_TOO_MARKED_MESSAGE =
  'Le contenu compte trop de balises ou de marques de mise en forme (2\u202f000 au maximum)\u00a0: simplifiez-le ou partagez-le en plusieurs articles.';

// Elements without content, and elements whose end tag HTML lets the next one imply: neither
// nests deeper when left open.
const NEVER_NEST = new Set(
  'area base br col embed hr img input link meta source track wbr p li dt dd tr td th thead tbody tfoot option optgroup rt rp colgroup'.split(
    ' ',
  ),
);
// `[^<>]` keeps each try short: a `<` that opens no tag costs the characters up to the next one.
const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)[^<>]*>/g;
const INLINE_MARKS = /[*_~`[\]]+/g;
const PARAGRAPH_BREAK = /\n[ \t]*\n/g;
// A line's containers: its leading quote markers and spaces, then perhaps a list marker.
const LINE_CONTAINERS = /^([ \t>]*)(?:([-*+]|\d{1,9}[.)])(?=[ \t]|$))?/gm;

function count(text: string, pattern: RegExp): number {
  let found = 0;
  for (const _ of text.matchAll(pattern)) found += 1;
  return found;
}

/** Which bound `content` passes, or null within them. Linear in its length. */
export function bodyBeyondBounds(content: string): BodyBoundsBreach | null {
  let depth = 0;
  let marks = 0;
  for (const [, closing, name] of content.matchAll(TAG)) {
    if (!closing) marks += 1;
    if (NEVER_NEST.has(name!.toLowerCase())) continue;
    depth = closing ? Math.max(0, depth - 1) : depth + 1;
    if (depth > MAX_BODY_DEPTH) return 'depth';
  }
  for (const [, prefix = '', listMarker] of content.matchAll(LINE_CONTAINERS)) {
    let quotes = 0;
    let columns = 0;
    for (const character of prefix) {
      if (character === '>') {
        quotes += 1;
        columns = 0;
      } else columns += character === '\t' ? 4 : 1;
    }
    // Each list level indents its items by the width of a marker, two columns at least.
    const lists = listMarker ? Math.floor(columns / 2) + 1 : 0;
    if (quotes + lists > MAX_BODY_DEPTH) return 'depth';
    marks += quotes + lists;
  }
  marks += count(content, INLINE_MARKS) + count(content, PARAGRAPH_BREAK);
  return marks > MAX_BODY_MARKS ? 'marks' : null;
}

/** The French refusal for a body beyond a bound. */
export function bodyBoundsMessage(breach: BodyBoundsBreach): string {
  return breach === 'depth' ? BODY_TOO_DEEP_MESSAGE : BODY_TOO_MARKED_MESSAGE;
}
