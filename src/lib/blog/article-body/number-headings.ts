import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { Plugin } from 'unified';

const NUMBERED_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5']);

/** h1-h5 get ids section-0, section-1… in document order, replacing the author's ids (spec section 5). */
export const rehypeNumberHeadings: Plugin<[], Root> = function () {
  return (tree) => {
    let next = 0;
    visit(tree, 'element', (element) => {
      if (NUMBERED_HEADINGS.has(element.tagName)) element.properties.id = `section-${next++}`;
    });
  };
};
