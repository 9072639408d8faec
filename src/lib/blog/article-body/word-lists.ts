import type { Element, ElementContent } from 'hast';
import { toString as textOf } from 'hast-util-to-string';
import { h } from 'hastscript';

/**
 * Word writes a list as paragraphs (`<p style='mso-list:l0 level2 lfo1'>`) whose bullet or
 * number is typed text in a `mso-list:Ignore` span: « · », « o », « § », « 1. », « a. ». These
 * runs of paragraphs become real lists, nested by their level, numbered when the marker is a
 * number or a letter; the marker itself goes.
 */
export function wordListsToLists(nodes: ElementContent[]): ElementContent[] {
  const result: ElementContent[] = [];
  let run: WordListItem[] = [];
  let pendingSpace: ElementContent[] = [];
  const closeRun = () => {
    if (run.length > 0) result.push(...nestedLists(run));
    run = [];
    result.push(...pendingSpace);
    pendingSpace = [];
  };
  for (const node of nodes) {
    const item = wordListItem(node);
    if (item) {
      pendingSpace = [];
      run.push(item);
    } else if (run.length > 0 && node.type === 'text' && node.value.trim() === '') pendingSpace.push(node);
    else if (run.length > 0 && node.type === 'comment') continue;
    else {
      closeRun();
      result.push(node);
    }
  }
  closeRun();
  return result;
}

type WordListItem = { level: number; ordered: boolean; children: ElementContent[] };

const MSO_LIST = /mso-list:\s*l\d+\s+level(\d+)/i;
const NUMBERED_MARKER = /^\(?(\d+|[a-z]|[ivxlcdm]+)[.)]$/i;

export function isWordListMarker(node: ElementContent): boolean {
  return node.type === 'element' && /mso-list:\s*ignore/i.test(String(node.properties.style ?? ''));
}

function wordListItem(node: ElementContent): WordListItem | null {
  if (node.type !== 'element' || node.tagName !== 'p') return null;
  const level = MSO_LIST.exec(String(node.properties.style ?? ''))?.[1];
  if (!level) return null;
  const marker = findMarker(node)?.replace(/[\s\u00a0]+/g, '') ?? '';
  return { level: Number(level), ordered: NUMBERED_MARKER.test(marker), children: node.children };
}

function findMarker(node: ElementContent): string | null {
  if (isWordListMarker(node)) return textOf(node);
  if (node.type !== 'element') return null;
  for (const child of node.children) {
    const found = findMarker(child);
    if (found !== null) return found;
  }
  return null;
}

/** A list nested in the item before it, one list per level; a level skipped opens one list. */
function nestedLists(items: WordListItem[]): ElementContent[] {
  const roots: Element[] = [];
  const open: Array<{ level: number; list: Element; lastItem: Element | null }> = [];
  for (const { level, ordered, children } of items) {
    while ((open.at(-1)?.level ?? 0) > level) open.pop();
    const tagName = ordered ? 'ol' : 'ul';
    let current = open.at(-1);
    if (current && current.level === level && current.list.tagName !== tagName) {
      open.pop();
      current = open.at(-1);
    }
    if (!current || current.level < level) {
      const list = h(tagName);
      if (current?.lastItem) current.lastItem.children.push(list);
      else roots.push(list);
      current = { level, list, lastItem: null };
      open.push(current);
    }
    const item = h('li', [h('p', children)]);
    current.list.children.push(item);
    current.lastItem = item;
  }
  return roots;
}
