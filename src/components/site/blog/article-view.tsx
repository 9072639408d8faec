import { renderArticleBody, type RenderedArticleBody } from '@/lib/blog/article-body/render-article-body';
import type { PostDetail } from '@/lib/blog/post-types';
import type { MediaSizesByKey } from '@/lib/media/responsive-image';
import { mediaSizesFor, uploadKeysIn } from '@/server/media/media-sizes';
import { ArticleBody } from './article-body';
import { ArticleHeader } from './article-header';
import { ArticleNotice } from './article-notice';
import { ArticleSources } from './article-sources';
import { ArticleTags } from './article-tags';
import { TableOfContents } from './table-of-contents';

export type PreparedArticle = { post: PostDetail; media: MediaSizesByKey; body: RenderedArticleBody };

/** What an article needs before it renders: its uploads' web sizes and its body through the one pipeline. */
export async function prepareArticle(post: PostDetail): Promise<PreparedArticle> {
  const media = await mediaSizesFor([post.featured_image_url, ...uploadKeysIn(post.content)]);
  return { post, media, body: renderArticleBody(post.content, { slug: post.slug, media }) };
}

/**
 * One article as readers see it: header, table of contents, body, tags, sources and the notice.
 * The public page, the staff preview, review links and the editor's live preview (decision 046)
 * all render this, so what a reviewer checks is what the public page will show.
 */
export async function ArticleView({ post }: { post: PostDetail }) {
  return <PreparedArticleView {...(await prepareArticle(post))} />;
}

/** The article once prepared: the editor's live preview renders it from a server action. */
export function PreparedArticleView({ post, media, body }: PreparedArticle) {
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
