import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { introductionParagraphs, type TopicKind } from '@/lib/blog/topic-pages';
import type { PublicTopicPage } from '@/server/blog/topics';
import { BLOG_PATH } from '@/lib/site/site-paths';
import { ArticleGrid } from './article-grid';
import { BlogPagination } from './blog-pagination';
import { withFrenchSpacing } from './french-spacing';

/**
 * A topic page (decision 048): the category's or tag's name and introduction in the band of
 * /blog, then the same grid and pagination as /blog.
 */
export function TopicList(props: {
  kind: TopicKind;
  result: PublicTopicPage;
  page: number;
  pageCount: number;
  basePath: string;
}) {
  const { topic, posts } = props.result;
  const paragraphs = introductionParagraphs(topic.introduction);
  return (
    <>
      <section className="border-b bg-secondary/70">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
          <Link
            href={BLOG_PATH}
            className="inline-flex items-center gap-2 rounded-md text-sm font-semibold text-primary hover:underline"
          >
            <Icon name="arrow-left" aria-hidden className="size-4" />
            Tous les articles
          </Link>
          <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-primary">
            {props.kind === 'category' ? 'Catégorie' : 'Étiquette'}
          </p>
          <h1 className="mt-3 max-w-3xl text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
            {topic.name}
          </h1>
          {paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-4 max-w-2xl text-lg text-muted-foreground">
              {withFrenchSpacing(paragraph)}
            </p>
          ))}
        </div>
      </section>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <ArticleGrid posts={posts} firstRowOnScreen={props.page === 1} />
        <BlogPagination page={props.page} pageCount={props.pageCount} basePath={props.basePath} />
      </div>
    </>
  );
}
