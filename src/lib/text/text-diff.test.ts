import { describe, expect, it } from 'vitest';
import { diffTokens, diffWords, hasChanges, MAX_EDIT_LENGTH, splitLines, type DiffPart } from './text-diff';

const diffLines = (before: string, after: string) => diffTokens(splitLines(before), splitLines(after));

const rebuilt = (parts: DiffPart[], side: 'before' | 'after') =>
  parts
    .filter((part) => part.kind === 'same' || part.kind === (side === 'before' ? 'removed' : 'added'))
    .map((part) => part.text)
    .join('');

describe('text diff', () => {
  it('equal texts are one unchanged run', () => {
    expect(diffLines('a\nb\n', 'a\nb\n')).toEqual([{ kind: 'same', text: 'a\nb\n' }]);
    expect(hasChanges(diffLines('a\nb', 'a\nb'))).toBe(false);
  });

  it('a changed line shows as removed then added, between unchanged lines', () => {
    expect(diffLines('un\ndeux\ntrois\n', 'un\nDEUX\ntrois\n')).toEqual([
      { kind: 'same', text: 'un\n' },
      { kind: 'removed', text: 'deux\n' },
      { kind: 'added', text: 'DEUX\n' },
      { kind: 'same', text: 'trois\n' },
    ]);
  });

  it('added and removed lines in the middle keep the common ones (longest common subsequence)', () => {
    const parts = diffLines('a\nb\nc\nd\ne\n', 'a\nc\nx\nd\ne\ny\n');
    expect(parts).toEqual([
      { kind: 'same', text: 'a\n' },
      { kind: 'removed', text: 'b\n' },
      { kind: 'same', text: 'c\n' },
      { kind: 'added', text: 'x\n' },
      { kind: 'same', text: 'd\ne\n' },
      { kind: 'added', text: 'y\n' },
    ]);
  });

  it('short fields are compared word by word, accents included', () => {
    expect(diffWords("Préparer l'échographie", 'Préparer son échographie')).toEqual([
      { kind: 'same', text: 'Préparer ' },
      { kind: 'removed', text: "l'échographie" },
      { kind: 'added', text: 'son échographie' },
    ]);
  });

  it('from or to an empty text', () => {
    expect(diffWords('', 'Nouveau titre')).toEqual([{ kind: 'added', text: 'Nouveau titre' }]);
    expect(diffLines('ancien\n', '')).toEqual([{ kind: 'removed', text: 'ancien\n' }]);
    expect(diffLines('', '')).toEqual([]);
  });

  it('both texts can be rebuilt from the parts, last line without a break included', () => {
    const before = 'ligne 1\nligne 2\nligne 3';
    const after = 'ligne 0\nligne 1\nligne 3\nligne 4';
    const parts = diffLines(before, after);
    expect(rebuilt(parts, 'before')).toBe(before);
    expect(rebuilt(parts, 'after')).toBe(after);
    expect(splitLines(before)).toEqual(['ligne 1\n', 'ligne 2\n', 'ligne 3']);
  });

  it('beyond the size bound the differing middle is one replacement, common start and end kept', () => {
    const side = MAX_EDIT_LENGTH / 2 + 1;
    const before = ['debut', ...Array.from({ length: side }, (_, i) => `a${i}`), 'fin'];
    const after = ['debut', ...Array.from({ length: side }, (_, i) => `b${i}`), 'fin'];
    const parts = diffTokens(before, after);
    expect(parts.map((part) => part.kind)).toEqual(['same', 'removed', 'added', 'same']);
    expect(parts[0]!.text).toBe('debut');
    expect(parts[3]!.text).toBe('fin');
  });
});
