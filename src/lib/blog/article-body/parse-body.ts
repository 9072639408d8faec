import type { Root } from 'hast';
import { h } from 'hastscript';
import rehypeParse from 'rehype-parse';
import rehypeRaw from 'rehype-raw';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { bodyBeyondBounds, MAX_BODY_MARKS } from './body-bounds';
import type { BodyFormat } from './detect-body-format';
import { rehypeStripStructuralWrappers } from './strip-structural-wrappers';

const markdownToHast = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkBreaks)
  // Raw HTML is parsed into the tree (rehype-raw) so that the sanitiser sees real elements.
  .use(remarkRehype, {
    allowDangerousHtml: true,
    // A visible paragraph, not a heading: footnotes stay out of the section numbering and 'Sommaire'.
    footnoteLabel: 'Notes',
    footnoteLabelTagName: 'p',
    footnoteLabelProperties: {},
    footnoteBackLabel: (referenceIndex) => `Retour à la référence ${referenceIndex + 1}`,
  })
  .use(rehypeRaw);

const htmlToHast = unified().use(rehypeParse, { fragment: true });
const structuredHtmlToHast = unified().use(rehypeParse, { fragment: true }).use(rehypeStripStructuralWrappers);

/**
 * A body stored before its bounds were checked at save, and beyond them: its text, tags left
 * out, in as many paragraphs as it has marks to spare. Built in linear time, never parsed.
 */
function plainTextTree(content: string): Root {
  const paragraphs = content
    .replace(/<[^<>]*>/g, ' ')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const kept =
    paragraphs.length > MAX_BODY_MARKS
      ? [...paragraphs.slice(0, MAX_BODY_MARKS - 1), paragraphs.slice(MAX_BODY_MARKS - 1).join(' ')]
      : paragraphs;
  return h(
    null,
    kept.map((paragraph) => h('p', paragraph)),
  );
}

/**
 * The body as an (unsanitised) HTML tree, whatever format it was written in; as plain text when
 * it is beyond the bounds parsing it safely needs (body-bounds.ts).
 */
export function parseBody(content: string, format: BodyFormat): Root {
  if (bodyBeyondBounds(content) !== null) return plainTextTree(content);
  switch (format) {
    case 'markdown':
      return markdownToHast.runSync(markdownToHast.parse(content));
    case 'structured-html':
      return structuredHtmlToHast.runSync(structuredHtmlToHast.parse(content));
    case 'html':
      return htmlToHast.parse(content);
  }
}
