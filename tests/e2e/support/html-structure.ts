import type { Element, Root, RootContent } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';

/**
 * The HTML errors of a page as a validator reports them, as far as this machine can check without
 * one: no HTML validator is installed (html-validate and the Nu HTML Checker are not
 * dependencies), so this runs the WHATWG parser's own error reporting (parse5 through
 * rehype-parse, which reports tokenizer errors such as duplicate attributes) and the
 * content-model rules our markup can break: where a figcaption, a list item
 * or a definition may stand, interactive content inside a link or button, duplicate ids, images
 * without alt.
 */
const INTERACTIVE = new Set(['a', 'button', 'input', 'select', 'textarea', 'details', 'iframe', 'label']);
const LIST_ITEM_PARENTS = new Set(['ul', 'ol', 'menu']);

function elementChildren(node: Element | Root): Element[] {
  return (node.children as RootContent[]).filter((child): child is Element => child.type === 'element');
}

function describe(node: Element): string {
  const id = node.properties.id ? `#${String(node.properties.id)}` : '';
  const className = Array.isArray(node.properties.className) ? `.${node.properties.className.slice(0, 2).join('.')}` : '';
  return `<${node.tagName}${id}${className}>`;
}

export async function htmlStructureErrors(html: string): Promise<string[]> {
  const processor = unified().use(rehypeParse, { emitParseErrors: true }).use(rehypeStringify);
  const file = await processor.process(html);
  const tree = processor.parse(html) as Root;
  const errors = file.messages.map((message) => `parse error: ${message.reason} (line ${message.line})`);
  const ids = new Map<string, number>();

  function walk(node: Element | Root, ancestors: Element[]): void {
    for (const child of elementChildren(node)) {
      const parent = node.type === 'element' ? node : null;
      const siblings = elementChildren(node);
      const at = `${describe(child)} in ${parent ? describe(parent) : 'the document'}`;
      if (child.tagName === 'figcaption') {
        if (parent?.tagName !== 'figure') errors.push(`figcaption not allowed here: ${at}`);
        else if (siblings[0] !== child && siblings.at(-1) !== child) errors.push(`figcaption must be the first or last child of its figure: ${at}`);
      }
      if (child.tagName === 'li' && !LIST_ITEM_PARENTS.has(parent?.tagName ?? '')) errors.push(`li outside a list: ${at}`);
      if ((child.tagName === 'dt' || child.tagName === 'dd') && parent?.tagName !== 'dl' && parent?.tagName !== 'div') errors.push(`${child.tagName} outside dl: ${at}`);
      if (INTERACTIVE.has(child.tagName) && ancestors.some((ancestor) => ancestor.tagName === 'a' || ancestor.tagName === 'button')) {
        if (!(child.tagName === 'input' && child.properties.type === 'hidden')) errors.push(`interactive content inside a link or button: ${at}`);
      }
      if (child.tagName === 'img' && child.properties.alt === undefined) errors.push(`img without alt: ${at}`);
      if (typeof child.properties.id === 'string') ids.set(child.properties.id, (ids.get(child.properties.id) ?? 0) + 1);
      // A template's content is a separate document fragment.
      if (child.tagName !== 'template') walk(child, [...ancestors, child]);
    }
  }
  walk(tree, []);
  for (const [id, count] of ids) if (count > 1) errors.push(`duplicate id "${id}" (${count} times)`);
  return errors;
}
