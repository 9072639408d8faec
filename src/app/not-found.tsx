import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { NotFoundContent } from '@/components/site/not-found-content';
import { SiteFrame } from '@/components/site/site-frame';
import { NOT_FOUND_PATH_HEADER, notFoundPageFor } from '@/lib/site/not-found-page';

export const metadata: Metadata = { title: 'Page introuvable' };

/**
 * Every not-found answer of the site (spec section 2, "Not-found page"): a path that matches no
 * route, and, through the front server, a section's page that is missing (decision 030).
 */
export default async function NotFound() {
  const page = notFoundPageFor((await headers()).get(NOT_FOUND_PATH_HEADER));
  return (
    <SiteFrame>
      <NotFoundContent page={page} />
    </SiteFrame>
  );
}
