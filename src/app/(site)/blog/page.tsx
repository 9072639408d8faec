import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleGrid } from '@/components/site/blog/article-grid';
import { BlogBanner } from '@/components/site/blog/blog-banner';
import { BlogListMessage } from '@/components/site/blog/blog-list-message';
import { BlogPagination } from '@/components/site/blog/blog-pagination';
import { GuideCards } from '@/components/site/blog/guide-cards';
import { TopicIndex } from '@/components/site/blog/topic-index';
import { JsonLd } from '@/components/site/json-ld';
import { SearchForm } from '@/components/site/search/search-form';
import { BLOG_PAGE_SIZE, blogPageCount, blogPagePath, parseBlogPage } from '@/lib/blog/blog-pagination';
import { blogListJsonLd } from '@/lib/blog/blog-list-json-ld';
import { pageMetadata } from '@/lib/site/page-metadata';
import { BLOG_PATH } from '@/lib/site/site-paths';
import { env } from '@/server/env';
import { listPublicPostsPage, publicReadOrNull } from '@/server/blog/posts';
import { listPublicTopics } from '@/server/blog/topics';

// Rendered from the database whenever the public page cache (src/front-server/server.ts) has no current copy.
export const dynamic = 'force-dynamic';

const description =
  'Articles du cabinet sur la sexologie médicale, la vie de couple, l’échographie et la médecine psychosomatique, à Casablanca.';

type Props = { searchParams: Promise<{ page?: string | string[] }> };

const pageTitle = (page: number) => (page === 1 ? 'Blog santé et sexologie' : `Blog santé et sexologie – page ${page}`);

async function requestedPage({ searchParams }: Props): Promise<number> {
  const page = parseBlogPage((await searchParams).page);
  if (page === null) notFound();
  return page;
}

// pageMetadata adds the sharing image, site name and Twitter card that a page-level openGraph would drop.
export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = await requestedPage(props);
  return pageMetadata({ siteUrl: env().SITE_URL, path: blogPagePath(page), title: pageTitle(page), description });
}

export default async function BlogPage(props: Props) {
  const page = await requestedPage(props);
  const [result, topics] = await Promise.all([
    publicReadOrNull(BLOG_PATH, () => listPublicPostsPage(page, BLOG_PAGE_SIZE)),
    publicReadOrNull(BLOG_PATH, () => listPublicTopics()),
  ]);
  const pageCount = result ? blogPageCount(result.total) : 1;
  if (page > pageCount) notFound();
  return (
    <>
      <JsonLd data={blogListJsonLd(page, pageTitle(page), description, result?.posts ?? [], env().SITE_URL)} />
      <BlogBanner />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <SearchForm id="recherche-blog" className="mb-10 max-w-2xl" />
        <TopicIndex topics={topics ?? []} />
        {result === null ? (
          <BlogListMessage tone="error" title="Une erreur est survenue lors du chargement des articles." />
        ) : result.posts.length === 0 ? (
          <BlogListMessage title="Aucun article disponible" text="Les articles seront publiés prochainement." />
        ) : (
          <>
            <ArticleGrid posts={result.posts} firstRowOnScreen={page === 1} />
            <BlogPagination page={page} pageCount={pageCount} />
          </>
        )}
        <GuideCards />
      </div>
    </>
  );
}
