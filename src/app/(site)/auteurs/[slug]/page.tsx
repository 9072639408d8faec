import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { AuthorProfile } from '@/components/site/authors/author-profile';
import { ArticleGrid } from '@/components/site/blog/article-grid';
import { JsonLd } from '@/components/site/json-ld';
import { authorJsonLd, authorMetadata } from '@/lib/blog/author-metadata';
import { getPublicAuthorBySlug } from '@/server/blog/public-authors';
import { env } from '@/server/env';

// Rendered from the database whenever the public page cache (src/front-server/server.ts) has no current copy.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

/** One database read per request, shared by generateMetadata and the page. */
const getPublicAuthorPage = cache((slug: string) => getPublicAuthorBySlug(slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const page = await getPublicAuthorPage(slug);
  if (!page) notFound();
  return authorMetadata(page.author, env().SITE_URL);
}

/** An author's credentials and public articles; no page for an author without any (404). */
export default async function AuthorPage({ params }: Props) {
  const { slug } = await params;
  const page = await getPublicAuthorPage(slug);
  if (!page) notFound();

  return (
    <>
      <JsonLd data={authorJsonLd(page.author, env().SITE_URL)} />
      <AuthorProfile author={page.author} />
      <section aria-labelledby="articles-auteur-titre" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
        <h2 id="articles-auteur-titre" className="text-2xl font-semibold tracking-tight text-slate-900">
          Ses articles
        </h2>
        <div className="mt-6">
          <ArticleGrid posts={page.posts} firstRowOnScreen={false} />
        </div>
      </section>
    </>
  );
}
