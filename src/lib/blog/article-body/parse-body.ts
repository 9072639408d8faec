import type { Root } from 'hast';
import rehypeParse from 'rehype-parse';
import rehypeRaw from 'rehype-raw';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
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

/** The body as an (unsanitised) HTML tree, whatever format it was written in. */
export function parseBody(content: string, format: BodyFormat): Root {
  switch (format) {
    case 'markdown':
      return markdownToHast.runSync(markdownToHast.parse(content));
    case 'structured-html':
      return structuredHtmlToHast.runSync(structuredHtmlToHast.parse(content));
    case 'html':
      return htmlToHast.parse(content);
  }
}
