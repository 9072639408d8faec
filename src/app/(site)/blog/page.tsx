import type { Metadata } from 'next';
import { ArticleGrid } from '@/components/site/blog/article-grid';
import { BlogBanner } from '@/components/site/blog/blog-banner';
import { BlogListMessage } from '@/components/site/blog/blog-list-message';
import { GuideCards } from '@/components/site/blog/guide-cards';
import { pageMetadata } from '@/lib/page-metadata';
import { env } from '@/server/env';
import { listPublicPostsOrNull } from '@/server/blog/posts';
import { BLOG_PATH } from '@/lib/site-paths';

// Scheduled articles go live at their date: the list is computed per request, no cron needed.
export const dynamic = 'force-dynamic';

const description =
  'Articles du cabinet sur la sexologie médicale, la vie de couple, l’échographie et la médecine psychosomatique, à Casablanca.';

// pageMetadata adds the sharing image, site name and Twitter card that a page-level openGraph would drop.
export function generateMetadata(): Metadata {
  return pageMetadata({ siteUrl: env().SITE_URL, path: BLOG_PATH, title: 'Blog santé et sexologie', description });
}

export default async function BlogPage() {
  const posts = await listPublicPostsOrNull(BLOG_PATH);
  return (
    <>
      <BlogBanner />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {posts === null ? (
          <BlogListMessage tone="error" title="Une erreur est survenue lors du chargement des articles." />
        ) : posts.length === 0 ? (
          <BlogListMessage title="Aucun article disponible" text="Les articles seront publiés prochainement." />
        ) : (
          <ArticleGrid posts={posts} firstRowOnScreen />
        )}
        <GuideCards />
      </div>
    </>
  );
}
