import { notFound } from 'next/navigation';
import { getPublicArticle } from './article-query';

/**
 * The existence check runs here, above this segment's loading.tsx: a Suspense fallback starts
 * the response with status 200, so a missing article must be known before any streaming to
 * answer a real 404. The page reuses the same cached read.
 */
export default async function ArticleLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ slug: string }>;
}) {
  const { slug } = await params;
  if (!(await getPublicArticle(slug))) notFound();
  return children;
}
