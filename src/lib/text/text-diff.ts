import { diffArrays } from 'diff';

/**
 * A readable difference between two texts, for the editor's 'Historique' and edit conflicts,
 * word by word (the body as it reads, readable-text.ts). jsdiff's shortest edit script over the
 * part that differs (common start and end are cut first, which is what most edits leave); past a
 * bound of edits the middle is shown as removed then added rather than freezing the browser.
 */

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Edits (tokens removed or added) beyond which the differing middle is shown as one replacement. */
export const MAX_EDIT_LENGTH = 2_000;

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts.at(-1);
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The difference between two token lists, as runs of same, removed and added text. */
export function diffTokens(before: readonly string[], after: readonly string[]): DiffPart[] {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1;
  let endBefore = before.length;
  let endAfter = after.length;
  while (endBefore > start && endAfter > start && before[endBefore - 1] === after[endAfter - 1]) {
    endBefore -= 1;
    endAfter -= 1;
  }
  const parts: DiffPart[] = [];
  for (const token of before.slice(0, start)) push(parts, 'same', token);
  const a = before.slice(start, endBefore);
  const b = after.slice(start, endAfter);
  const changes = diffArrays(a, b, { maxEditLength: MAX_EDIT_LENGTH });
  if (changes) {
    for (const change of changes)
      for (const token of change.value)
        push(parts, change.added ? 'added' : change.removed ? 'removed' : 'same', token);
  } else {
    for (const token of a) push(parts, 'removed', token);
    for (const token of b) push(parts, 'added', token);
  }
  for (const token of before.slice(endBefore)) push(parts, 'same', token);
  return parts;
}

/** Lines, each keeping its line break, so joining the parts gives the texts back. */
export function splitLines(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** Words and the spaces between them, as separate tokens. */
export function splitWords(text: string): string[] {
  return text.match(/\s+|[^\s]+/g) ?? [];
}

export function diffWords(before: string, after: string): DiffPart[] {
  return diffTokens(splitWords(before), splitWords(after));
}

export function hasChanges(parts: readonly DiffPart[]): boolean {
  return parts.some((part) => part.kind !== 'same');
}
