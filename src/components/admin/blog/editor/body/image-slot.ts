import type { Node as ProseMirrorNode } from '@tiptap/pm/model';

/** Where an image goes in the document: a range replaced by it (empty when it goes between two blocks). */
export type ImageSlot = { from: number; to: number };

/**
 * An image asked for at `position` (a drop, a paste, the caret) goes between the top-level blocks,
 * never inside a word: before the block when the position is in its first half, after it
 * otherwise. An empty paragraph is taken over, as the writer left it for the image.
 */
export function imageSlot(doc: ProseMirrorNode, position: number): ImageSlot {
  const $position = doc.resolve(Math.max(0, Math.min(position, doc.content.size)));
  if ($position.depth === 0) return { from: $position.pos, to: $position.pos };
  const block = $position.node(1);
  const before = $position.before(1);
  const after = $position.after(1);
  if (block.isTextblock && block.content.size === 0) return { from: before, to: after };
  const boundary = $position.pos - $position.start(1) <= block.content.size / 2 ? before : after;
  return { from: boundary, to: boundary };
}
