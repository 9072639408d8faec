import Link from 'next/link';
import { Icon } from '@/components/site/icons';
import { ArticleGrid } from '../blog/article-grid';
import { BlogListMessage } from '../blog/blog-list-message';
import { HomeSection } from './home-section';
import { orderHomePreview } from '@/lib/blog/home-preview-order';
import type { PostSummary } from '@/lib/blog/post-types';
import { BLOG_PATH } from '@/lib/site/site-paths';

/** `posts` is null when loading failed: the section then says so instead of breaking the page. */
export function BlogPreviewSection({ posts }: { posts: PostSummary[] | null }) {
  return (
    <HomeSection
      id="blog"
      anchored={false}
      muted
      eyebrow="Blog"
      title="Articles de santé"
      intro="Des informations médicales claires pour mieux comprendre votre santé et celle de votre couple."
    >
      <div className="mt-12">
        {posts === null ? (
          <BlogListMessage tone="error" title="Une erreur est survenue lors du chargement des articles." />
        ) : posts.length === 0 ? (
          <BlogListMessage title="Aucun article disponible pour le moment." />
        ) : (
          <ArticleGrid posts={orderHomePreview(posts)} firstRowOnScreen={false} />
        )}
      </div>
      <p className="mt-10 text-center">
        <Link
          href={BLOG_PATH}
          className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
        >
          Voir tous les articles
          <Icon name="arrow-right" aria-hidden className="size-4" />
        </Link>
      </p>
    </HomeSection>
  );
}
