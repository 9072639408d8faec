import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/site/json-ld';
import { ServiceArticles } from '@/components/site/services/service-articles';
import { ServicePageView } from '@/components/site/services/service-page-view';
import { listLatestPublicPostsForService } from '@/server/blog/topics';
import { publicReadOrNull } from '@/server/blog/posts';
import { SERVICE_PAGES, findServicePage } from '@/content/services';
import { buildBreadcrumbJsonLd, buildPracticeJsonLd } from '@/lib/site/json-ld';
import { pageMetadata } from '@/lib/site/page-metadata';
import { env } from '@/server/env';
import { getPublicPractice } from '@/server/practice/public-practice';
import { servicePath } from '@/lib/site/site-paths';

type Props = { params: Promise<{ service: string }> };

/** How many of the speciality's latest articles the page shows (decision 048): one row of cards. */
const SERVICE_ARTICLES = 3;

// The four pages are built ahead of time; any other slug is a 404.
export const dynamicParams = false;

export function generateStaticParams() {
  return SERVICE_PAGES.map((page) => ({ service: page.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const service = findServicePage((await params).service);
  if (!service) notFound();
  return pageMetadata({
    siteUrl: env().SITE_URL,
    path: servicePath(service.slug),
    title: service.metaTitle,
    description: service.metaDescription,
  });
}

export default async function ServicePage({ params }: Props) {
  const service = findServicePage((await params).service);
  if (!service) notFound();
  const siteUrl = env().SITE_URL;
  const breadcrumb = buildBreadcrumbJsonLd(
    [
      { name: 'Accueil', path: '/' },
      { name: service.name, path: servicePath(service.slug) },
    ],
    siteUrl,
  );
  return (
    <>
      <JsonLd data={[buildPracticeJsonLd(siteUrl, await getPublicPractice()), breadcrumb]} />
      <ServicePageView
        service={service}
        articles={
          <ServiceArticles
            articles={
              (await publicReadOrNull(servicePath(service.slug), () =>
                listLatestPublicPostsForService(service.slug, SERVICE_ARTICLES),
              )) ?? { categories: [], posts: [] }
            }
          />
        }
      />
    </>
  );
}
