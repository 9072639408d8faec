import type { Root } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

export type TocEntry = { id: string; text: string; level: 2 | 3 | 4 };

const TOC_LEVELS = new Map<string, TocEntry['level']>([
  ['h2', 2],
  ['h3', 3],
  ['h4', 4],
]);

/** 'Sommaire': the h2-h4 headings with the ids the body carries, read from the sanitised tree. */
export function collectToc(tree: Root): TocEntry[] {
  const toc: TocEntry[] = [];
  visit(tree, 'element', (element) => {
    const level = TOC_LEVELS.get(element.tagName);
    const id = element.properties.id;
    const text = textOf(element).replace(/\s+/g, ' ').trim();
    if (level && typeof id === 'string' && text) toc.push({ id, text, level });
  });
  return toc;
}
