import type { Element, ElementContent, Properties, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import { checkLinkAddress } from './link-address';

/**
 * Pasted HTML (word processor, Google Docs, web page) reduced to what an article body holds
 * (decision 040): headings clamped to h2–h4 (the title is the page's only h1), bold, italic,
 * links to web pages, lists, quotes, tables, rules and our own images; styles, classes, fonts,
 * comments, scripts, tracking attributes and empty paragraphs go. The public page still
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

function styleOf(element: Element): string {
  const style = element.properties.style;
  return typeof style === 'string' ? style.toLowerCase().replace(/\s+/g, '') : '';
}

/** Google Docs and some word processors mark bold and italic by style on a span only. */
function styledMarks(element: Element): string[] {
  const style = styleOf(element);
  const marks: string[] = [];
  if (/font-weight:(bold|[6-9]00)/.test(style)) marks.push('strong');
  if (/font-style:italic/.test(style)) marks.push('em');
  return marks;
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
    nodes.flatMap((node) => cleanNode(node as ElementContent, depth));

  const cleanNode = (node: ElementContent, depth: number): ElementContent[] => {
    if (node.type === 'text') return [{ type: 'text', value: node.value }];
    if (node.type !== 'element') return []; // comments, Word's conditional blocks
    const source = node.tagName.toLowerCase();
    if (DROPPED.has(source) || (source.includes(':') && source !== 'o:p')) return [];
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
    // Google Docs wraps the whole paste in a bold element that is not bold.
    if (source === 'b' && /font-weight:(normal|400)/.test(styleOf(node))) return children;
    const properties = keptProperties(tagName, node.properties);
    if (properties === null) {
      if (tagName === 'img') droppedImages += 1;
      return tagName === 'a' ? children : [];
    }
    if (tagName === 'p' && !hasContent(children)) return [];
    if (tagName === 'figure' && !children.some((child) => child.type === 'element' && child.tagName === 'img'))
      return [];
    if (/^h[2-4]$/.test(tagName) && !hasContent(children)) return [];
    return [{ type: 'element', tagName, properties, children }];
  };

  // A line break left between blocks (Google Docs puts them between paragraphs) is an empty line.
  const body = cleanChildren(tree.children, 0).filter((node) => !(node.type === 'element' && node.tagName === 'br'));
  return { html: toHtml({ type: 'root', children: body }), droppedImages };
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}
