/**
 * A readable difference between two texts, for the editor's 'Historique' and edit conflicts,
 * word by word (the body as it reads, readable-text.ts). A longest common subsequence over
 * the part that differs (common start and end are cut first, which is what most edits leave);
 * past a bound the middle is shown as removed then added rather than freezing the browser.
 */

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/** Cells of the LCS table above which the differing middle is shown as one replacement. */
export const MAX_DIFF_CELLS = 4_000_000;

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
  if ((a.length + 1) * (b.length + 1) > MAX_DIFF_CELLS) {
    for (const token of a) push(parts, 'removed', token);
    for (const token of b) push(parts, 'added', token);
  } else {
    // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
    const width = b.length + 1;
    const lengths = new Uint32Array((a.length + 1) * width);
    for (let i = a.length - 1; i >= 0; i -= 1) {
      for (let j = b.length - 1; j >= 0; j -= 1) {
        lengths[i * width + j] =
          a[i] === b[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      if (a[i] === b[j]) {
        push(parts, 'same', a[i]!);
        i += 1;
        j += 1;
      } else if (lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!) {
        push(parts, 'removed', a[i]!);
        i += 1;
      } else {
        push(parts, 'added', b[j]!);
        j += 1;
      }
    }
    for (; i < a.length; i += 1) push(parts, 'removed', a[i]!);
    for (; j < b.length; j += 1) push(parts, 'added', b[j]!);
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
