import { renderArticleBody } from '@/lib/blog/article-body/render-article-body';
import type { PostDetail } from '@/lib/blog/post-types';
import { mediaSizesFor, uploadKeysIn } from '@/server/media/media-sizes';
import { ArticleBody } from './article-body';
import { ArticleHeader } from './article-header';
import { ArticleNotice } from './article-notice';
import { ArticleSources } from './article-sources';
import { ArticleTags } from './article-tags';
import { TableOfContents } from './table-of-contents';

/**
 * One article as readers see it: header, table of contents, body, tags, sources and the notice. The
 * public page, the staff preview and review links all render this, so what a reviewer checks is
 * what the public page will show.
 */
export async function ArticleView({ post }: { post: PostDetail }) {
  const media = await mediaSizesFor([post.featured_image_url, ...uploadKeysIn(post.content)]);
  const body = renderArticleBody(post.content, { slug: post.slug, media });
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <ArticleHeader post={post} media={media} />
      <TableOfContents entries={body.toc} />
      <ArticleBody html={body.html} />
      <ArticleTags tags={post.tags} />
      <ArticleSources sources={post.sources} />
      <ArticleNotice />
    </article>
  );
}
