import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/site/json-ld';
import { ServicePageView } from '@/components/site/services/service-page-view';
import { SERVICE_PAGES, findServicePage } from '@/content/services';
import { buildBreadcrumbJsonLd, buildPracticeJsonLd } from '@/lib/site/json-ld';
import { pageMetadata } from '@/lib/site/page-metadata';
import { env } from '@/server/env';
import { getPublicPractice } from '@/server/practice/public-practice';
import { servicePath } from '@/lib/site/site-paths';

type Props = { params: Promise<{ service: string }> };

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
      <ServicePageView service={service} />
    </>
  );
}
