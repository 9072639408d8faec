import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { TopicList } from '@/components/site/blog/topic-list';
import { JsonLd } from '@/components/site/json-ld';
import { BLOG_PAGE_SIZE, blogPageCount, blogPagePath, parseBlogPage } from '@/lib/blog/blog-pagination';
import { topicJsonLd } from '@/lib/blog/topic-json-ld';
import { tagPageIndexable, topicDescription, topicTitle, type TopicKind } from '@/lib/blog/topic-pages';
import { pageMetadata } from '@/lib/site/page-metadata';
import { categoryPath, tagPath } from '@/lib/site/site-paths';
import { getPublicCategoryPage, getPublicTagPage } from '@/server/blog/topics';
import { env } from '@/server/env';

export type TopicRouteProps = {
  params: Promise<{ slug: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
};

const READ = { category: getPublicCategoryPage, tag: getPublicTagPage };
const PATH = { category: categoryPath, tag: tagPath };

/** One read per request, shared by generateMetadata and the page; null (404) for a topic without public articles. */
const topicPage = cache(async (kind: TopicKind, slug: string, page: number) => {
  const result = await READ[kind](slug, page, BLOG_PAGE_SIZE);
  // A page beyond the last is no page; page 1 of a topic with public articles always exists.
  return result && page <= blogPageCount(result.total) ? result : null;
});

async function requested(kind: TopicKind, props: TopicRouteProps) {
  const page = parseBlogPage((await props.searchParams).page);
  const result = page === null ? null : await topicPage(kind, (await props.params).slug, page);
  if (page === null || result === null) notFound();
  return { page, result, basePath: PATH[kind](result.topic.slug) };
}

/** The category page's and the tag page's metadata (decision 048): a tag's `noindex` while it holds fewer than three articles. */
export async function topicMetadata(kind: TopicKind, props: TopicRouteProps): Promise<Metadata> {
  const { page, result, basePath } = await requested(kind, props);
  const metadata = pageMetadata({
    siteUrl: env().SITE_URL,
    path: blogPagePath(page, basePath),
    title: topicTitle(kind, result.topic.name, page),
    description: topicDescription(result.topic.name, result.topic.introduction),
  });
  return kind === 'tag' && !tagPageIndexable(result.total)
    ? { ...metadata, robots: { index: false, follow: true } }
    : metadata;
}

/** The category page and the tag page (decision 048): one page for both kinds. */
export async function TopicRoutePage({ kind, ...props }: TopicRouteProps & { kind: TopicKind }) {
  const { page, result, basePath } = await requested(kind, props);
  const { topic } = result;
  const jsonLd = topicJsonLd(
    {
      basePath,
      page,
      topicName: topic.name,
      title: topicTitle(kind, topic.name, page),
      description: topicDescription(topic.name, topic.introduction),
      posts: result.posts,
    },
    env().SITE_URL,
  );
  return (
    <>
      <JsonLd data={jsonLd} />
      <TopicList kind={kind} result={result} page={page} pageCount={blogPageCount(result.total)} basePath={basePath} />
    </>
  );
}
