import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { buildBreadcrumbJsonLd } from '@/lib/site/json-ld';
import { pageMetadata } from '@/lib/site/page-metadata';
import { env } from '@/server/env';
import { JsonLd } from './json-ld';
import { PageHero } from './page-hero';

/** What a plain public page (guides, the request form, the privacy pages) says of itself, once. */
export type PlainPage = {
  path: string;
  /** The heading, and the last crumb unless `crumb` names it otherwise. */
  title: string;
  /** The lead under the heading. */
  lead: string;
  /** The page's <title> when it differs from the heading. */
  metaTitle?: string;
  description: string;
  crumb?: string;
  /** A guide: under « Guides » in the breadcrumb, which it also carries as structured data. */
  guide?: boolean;
};

const HOME = { name: 'Accueil', path: '/' };

// Literal class names, so Tailwind sees them.
const WIDTHS = { '3xl': 'max-w-3xl', '4xl': 'max-w-4xl', '5xl': 'max-w-5xl' } as const;

/** The metadata of a plain public page: title, description, canonical and sharing cards. */
export function plainPageMetadata(page: Pick<PlainPage, 'path' | 'title' | 'metaTitle' | 'description'>): Metadata {
  return pageMetadata({
    siteUrl: env().SITE_URL,
    path: page.path,
    title: page.metaTitle ?? page.title,
    description: page.description,
  });
}

/**
 * The frame every plain public page opens with: the title band with its breadcrumb (and its
 * structured data where asked), then the page's own content in a centred column.
 */
export function PlainPublicPage({
  page,
  width,
  className = '',
  children,
}: {
  page: Omit<PlainPage, 'description'>;
  width: keyof typeof WIDTHS;
  /** Layout of the content column (spacing, grid). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      {page.guide && (
        <JsonLd data={buildBreadcrumbJsonLd([HOME, { name: page.title, path: page.path }], env().SITE_URL)} />
      )}
      <PageHero
        breadcrumb={[HOME, ...(page.guide ? [{ name: 'Guides' }] : []), { name: page.crumb ?? page.title }]}
        title={page.title}
        text={page.lead}
      />
      <div className={`mx-auto ${WIDTHS[width]} ${className} px-4 py-12 sm:px-6`}>{children}</div>
    </>
  );
}
