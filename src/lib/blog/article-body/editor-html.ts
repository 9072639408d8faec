import type { Root } from 'hast';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified, type Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { detectBodyFormat } from './detect-body-format';
import { parseBody } from './parse-body';
import { articleSanitizeSchema } from './sanitize-schema';

const CLAMPED_HEADINGS: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };

/**
 * The editor offers h2–h4 (the title is the page's only h1). A structured body opens with the
 * title again as an h1, which the public page already hides: it goes. Other headings are clamped.
 */
const rehypeEditorHeadings: Plugin<[], Root> = function () {
  return (tree) => {
    const first = tree.children.find(
      (child) => child.type === 'element' || (child.type === 'text' && child.value.trim() !== ''),
    );
    if (first?.type === 'element' && first.tagName === 'h1') tree.children.splice(tree.children.indexOf(first), 1);
    visit(tree, 'element', (element) => {
      element.tagName = CLAMPED_HEADINGS[element.tagName] ?? element.tagName;
    });
  };
};

const toEditorTree = unified()
  .use(rehypeEditorHeadings)
  .use(rehypeSanitize, articleSanitizeSchema)
  .use(rehypeStringify);

/**
 * A stored body (Markdown, HTML or structured HTML) as the HTML the visual editor opens
 * (decision 040): the same parser as the public page, then the same sanitiser, so the editor
 * shows what visitors see. Section ids and automatic links are left to the public rendering:
 * baking them into the body would freeze them.
 */
export function bodyToEditorHtml(content: string): string {
  const source = content.normalize('NFC');
  const tree = toEditorTree.runSync(parseBody(source, detectBodyFormat(source)));
  return toEditorTree.stringify(tree);
}
