import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { unified } from 'unified';
import { rehypeAutoLink } from './auto-link';
import { collectToc, type TocEntry } from './collect-toc';
import { detectBodyFormat } from './detect-body-format';
import { rehypeExternalLinks } from './external-links';
import { rehypeNumberHeadings } from './number-headings';
import type { MediaSizesByKey } from '../../media/responsive-image';
import { parseBody } from './parse-body';
import { rehypeResponsiveImages } from './responsive-images';
import { articleSanitizeSchema } from './sanitize-schema';

export type RenderedArticleBody = { html: string; toc: TocEntry[] };

/**
 * An article body as safe HTML with its table of contents (spec sections 2 and 5): parsed by
 * format, headings numbered, automatic internal links added, sanitised, then our uploads given
 * their web sizes from `media` (their recorded sizes, see src/server/media/media-sizes.ts).
 */
export function renderArticleBody(
  content: string,
  options: { slug: string; media?: MediaSizesByKey },
): RenderedArticleBody {
  // NFC so that keywords match whether an accent was typed composed or decomposed.
  const source = content.normalize('NFC');
  const processor = unified()
    .use(rehypeNumberHeadings)
    .use(rehypeAutoLink, { slug: options.slug })
    .use(rehypeExternalLinks)
    .use(rehypeSanitize, articleSanitizeSchema)
    .use(rehypeResponsiveImages, { media: options.media ?? new Map() })
    .use(rehypeStringify);
  const tree = processor.runSync(parseBody(source, detectBodyFormat(source)));
  return { html: processor.stringify(tree), toc: collectToc(tree) };
}
