import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { Plugin } from 'unified';

/** Structured HTML bodies come wrapped in article/header/main: keep their content, drop the wrappers. */
const WRAPPERS = new Set(['article', 'header', 'main']);

function unwrap<T extends RootContent | ElementContent>(children: T[]): T[] {
  return children.flatMap((child) => {
    if (child.type !== 'element') return [child];
    const element = child as Element;
    element.children = unwrap(element.children);
    return WRAPPERS.has(element.tagName) ? (element.children as T[]) : [child];
  });
}

export const rehypeStripStructuralWrappers: Plugin<[], Root> = function () {
  return (tree) => {
    tree.children = unwrap(tree.children);
  };
};
