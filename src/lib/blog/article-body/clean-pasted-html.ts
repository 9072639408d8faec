import type { Element, ElementContent, Properties, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString as textOf } from 'hast-util-to-string';
import { toHtml } from 'hast-util-to-html';
import { checkLinkAddress } from './link-address';
import { isWordListMarker, wordListsToLists } from './word-lists';

/**
 * Pasted HTML (word processor, Google Docs, web page) reduced to what an article body holds
 * (decision 040): headings clamped to h2–h4 (the title is the page's only h1), bold, italic,
 * links to web pages, lists (Word's list paragraphs included), quotes, tables, rules and our own
 * images; styles, classes, fonts, comments (Word's too), Office elements such as `o:p`, scripts,
 * tracking attributes and empty paragraphs go. The public page still
 * sanitises whatever is saved: this is about a clean document, not the last line of defence.
 */
export type CleanedPaste = { html: string; droppedImages: number; refusal?: string };

/** Pastes beyond this are refused as a whole: nobody pastes 2 MB of article by hand. */
export const MAX_PASTED_HTML_CHARS = 2_000_000;
export const PASTE_TOO_BIG_MESSAGE = 'Le contenu collé est trop volumineux : collez-le en plusieurs fois.';
export const PASTE_TOO_DEEP_MESSAGE =
  'Le contenu collé est imbriqué trop profondément pour être lu : collez-le en texte simple (Ctrl+Maj+V).';
// Deeper than this, nesting is a trap rather than a document: the rest is kept as text.
const MAX_DEPTH = 40;

const DROPPED = new Set([
  'script',
  'style',
  'meta',
  'link',
  'title',
  'head',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'video',
  'audio',
  'canvas',
  'picture',
  'source',
]);
const RENAMED: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4', b: 'strong', i: 'em' };
const KEPT = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'strong',
  'em',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'hr',
  'br',
  'figure',
  'figcaption',
  'img',
]);

/** Our own uploads only: an outside image would be blocked by the site's content policy. */
export function isOwnImageAddress(src: string): boolean {
  return /^\/uploads\/[\w./-]+$/.test(src) && !src.includes('..');
}

/**
 * The element's inline style as property → value. Read declaration by declaration: Word writes
 * `mso-bidi-font-weight:normal` on its bold, which is not `font-weight:normal`.
 */
function declarationsOf(element: Element): Map<string, string> {
  const style = element.properties.style;
  const declarations = new Map<string, string>();
  if (typeof style !== 'string') return declarations;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0)
      declarations.set(
        declaration.slice(0, colon).trim().toLowerCase(),
        declaration
          .slice(colon + 1)
          .trim()
          .toLowerCase(),
      );
  }
  return declarations;
}

const BOLD = /^(bold|bolder|[6-9]00)$/;
const NOT_BOLD = /^(normal|lighter|[1-4]00)$/;

/** Google Docs and some word processors mark bold and italic by style on a span only. */
function styledMarks(element: Element): string[] {
  const declarations = declarationsOf(element);
  const marks: string[] = [];
  if (BOLD.test(declarations.get('font-weight') ?? '')) marks.push('strong');
  if (declarations.get('font-style') === 'italic') marks.push('em');
  return marks;
}

/** A bold or italic element its own style says is not (Google Docs wraps a whole paste in one). */
function cancelledMark(source: string, element: Element): boolean {
  const declarations = declarationsOf(element);
  if (source === 'b' || source === 'strong') return NOT_BOLD.test(declarations.get('font-weight') ?? '');
  if (source === 'i' || source === 'em') return declarations.get('font-style') === 'normal';
  return false;
}

const WORD_COMMENT_CLASSES = new Set(['msocomanchor', 'msocommentreference', 'msocomoff', 'msocomtxt']);

/** Word's review comments and their anchors: notes between colleagues, not the article. */
function isWordComment(element: Element): boolean {
  const classes = element.properties.className;
  if (Array.isArray(classes) && classes.some((name) => WORD_COMMENT_CLASSES.has(String(name).toLowerCase())))
    return true;
  return (declarationsOf(element).get('mso-element') ?? '').startsWith('comment');
}

const TRACKING_PARAMETER = /^(utm_\w+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl|igshid|yclid)$/i;

/**
 * The address a link really leads to: Google's redirect (what Google Docs pastes) opened, and
 * the tracking parameters that follow people across sites removed.
 */
export function withoutTracking(href: string): string {
  if (href.startsWith('/') || href.startsWith('#')) return href;
  let url = new URL(href);
  const target =
    url.hostname.match(/^(www\.)?google\.[a-z.]+$/) && url.pathname === '/url' ? url.searchParams.get('q') : null;
  if (target) {
    const check = checkLinkAddress(target);
    if (check.ok && !check.href.startsWith('/')) url = new URL(check.href);
  }
  for (const name of [...url.searchParams.keys()]) if (TRACKING_PARAMETER.test(name)) url.searchParams.delete(name);
  return url.href;
}

function hasContent(nodes: ElementContent[]): boolean {
  return nodes.some((node) =>
    node.type === 'text'
      ? node.value.replace(/[\s\u00a0]/g, '') !== ''
      : node.type === 'element' && node.tagName !== 'br',
  );
}

function keptProperties(tagName: string, properties: Properties): Properties | null {
  switch (tagName) {
    case 'a': {
      const check = checkLinkAddress(String(properties.href ?? ''));
      return check.ok ? { href: withoutTracking(check.href) } : null;
    }
    case 'img': {
      const src = String(properties.src ?? '');
      if (!isOwnImageAddress(src)) return null;
      const kept: Properties = { src, alt: String(properties.alt ?? '') };
      for (const size of ['width', 'height'] as const)
        if (/^\d+$/.test(String(properties[size] ?? ''))) kept[size] = String(properties[size]);
      return kept;
    }
    case 'td':
    case 'th': {
      const kept: Properties = {};
      for (const span of ['colSpan', 'rowSpan'] as const)
        if (Number(properties[span]) > 1) kept[span] = Number(properties[span]);
      return kept;
    }
    default:
      return {};
  }
}

export function cleanPastedHtml(html: string): CleanedPaste {
  if (html.length > MAX_PASTED_HTML_CHARS) return { html: '', droppedImages: 0, refusal: PASTE_TOO_BIG_MESSAGE };
  try {
    return cleanTree(fromHtml(html, { fragment: true }));
  } catch (error) {
    // The HTML parser recurses: thousands of nested elements exhaust the stack before we see them.
    if (error instanceof RangeError) return { html: '', droppedImages: 0, refusal: PASTE_TOO_DEEP_MESSAGE };
    throw error;
  }
}

function cleanTree(tree: Root): CleanedPaste {
  let droppedImages = 0;

  const cleanChildren = (nodes: Array<ElementContent | { type: string }>, depth: number): ElementContent[] =>
    wordListsToLists(nodes as ElementContent[]).flatMap((node) => cleanNode(node, depth));

  const cleanNode = (node: ElementContent, depth: number): ElementContent[] => {
    if (node.type === 'text') return [{ type: 'text', value: node.value }];
    if (node.type !== 'element') return []; // comments, Word's conditional blocks
    const source = node.tagName.toLowerCase();
    // Office's own elements (`o:p` ends each Word paragraph with a space) carry nothing of the text.
    if (DROPPED.has(source) || source.includes(':')) return [];
    if (isWordListMarker(node) || isWordComment(node)) return [];
    if (depth > MAX_DEPTH) return [{ type: 'text', value: textOf(node) }];
    const children = cleanChildren(node.children, depth + 1);
    const tagName = RENAMED[source] ?? source;
    if (!KEPT.has(tagName)) {
      // A span carrying bold or italic by style keeps the mark; every other unknown element leaves its content.
      return styledMarks(node)
        .reverse()
        .reduce<ElementContent[]>(
          (inner, mark) => [{ type: 'element', tagName: mark, properties: {}, children: inner }],
          children,
        );
    }
    if (cancelledMark(source, node)) return children;
    const properties = keptProperties(tagName, node.properties);
    if (properties === null) {
      if (tagName === 'img') droppedImages += 1;
      return tagName === 'a' ? children : [];
    }
    if (tagName === 'p' && !hasContent(children)) return [];
    if (tagName === 'figure' && !children.some((child) => child.type === 'element' && child.tagName === 'img'))
      return [];
    if (/^h[2-4]$/.test(tagName) && !hasContent(children)) return [];
    if (tagName === 'ul' || tagName === 'ol')
      return [{ type: 'element', tagName, properties, children: listItems(children) }];
    return [{ type: 'element', tagName, properties, children }];
  };

  // A line break left between blocks (Google Docs puts them between paragraphs) is an empty line.
  const body = cleanChildren(tree.children, 0).filter((node) => !(node.type === 'element' && node.tagName === 'br'));
  return { html: toHtml({ type: 'root', children: body }), droppedImages };
}

/** Google Docs puts a nested list straight in its parent list: it belongs to the item before it. */
function listItems(children: ElementContent[]): ElementContent[] {
  const items: ElementContent[] = [];
  for (const child of children) {
    const previous = items.findLast((item) => item.type === 'element');
    const nested = child.type === 'element' && (child.tagName === 'ul' || child.tagName === 'ol');
    if (nested && previous?.type === 'element' && previous.tagName === 'li') previous.children.push(child);
    else items.push(child);
  }
  return items;
}
