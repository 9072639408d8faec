import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { rehypeAutoLink } from './auto-link';
import { collectToc, type TocEntry } from './collect-toc';
import { detectBodyFormat } from './detect-body-format';
import { rehypeExternalLinks } from './external-links';
import { rehypeNumberHeadings } from './number-headings';
import { parseBody } from './parse-body';
import { articleSanitizeSchema } from './sanitize-schema';

export type RenderedArticleBody = { html: string; toc: TocEntry[] };

/**
 * An article body as safe HTML with its table of contents (spec sections 2 and 5): parsed by
 * format, headings numbered, automatic internal links added, then sanitised last.
 */
export function renderArticleBody(content: string, options: { slug: string }): RenderedArticleBody {
  // NFC so that keywords match whether an accent was typed composed or decomposed.
  const source = content.normalize('NFC');
  const processor = unified()
    .use(rehypeNumberHeadings)
    .use(rehypeAutoLink, options)
    .use(rehypeExternalLinks)
    .use(rehypeSanitize, articleSanitizeSchema)
    .use(rehypeStringify);
  const tree = processor.runSync(parseBody(source, detectBodyFormat(source)));
  return { html: processor.stringify(tree), toc: collectToc(tree) };
}
