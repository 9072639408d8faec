import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleView } from '@/components/site/blog/article-view';
import { ReviewLinkBanner } from '@/components/site/blog/review-link-banner';
import { openReviewLink } from '@/server/blog/review-links';

// Per request, never from a cache: the answer depends on the token and on the link's state now.
export const dynamic = 'force-dynamic';

// The token is in the address: no search engine, and no Referer to carry it to another site.
export const metadata: Metadata = {
  title: 'Aperçu — non publié',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = { params: Promise<{ token: string }> };

/**
 * A review link (decision 021): the article as its public page would show it, under a banner,
 * for anyone holding the link. Unknown, revoked and expired links get the site's 404. No view is
 * counted: the page has no view beacon.
 */
export default async function ReviewLinkPage({ params }: Props) {
  const { token } = await params;
  const opened = await openReviewLink(token);
  if (!opened) notFound();
  return (
    <>
      <ReviewLinkBanner expiresAt={opened.expiresAt} />
      <ArticleView post={opened.post} />
    </>
  );
}
