import type { Metadata } from 'next';
import { DEFAULT_PRACTICE_FACTS, practice } from '@/content/practice';
import type { PracticeFacts } from '../practice/practice-facts';
import { absoluteUrl } from './site-paths';

/**
 * Metadata of one public page: title, description, canonical on SITE_URL, Open Graph and Twitter
 * cards with the 1200×630 sharing image, locale fr_MA. Next.js merges metadata shallowly, so a
 * page that sets `openGraph` replaces the layout's whole object: pages build theirs here.
 */
/** The first-run name: page titles and cards of pages rendered without the stored facts. */
export const SITE_NAME = DEFAULT_PRACTICE_FACTS.name;
export type ShareImage = { url: string; alt: string; width?: number; height?: number };
export const DEFAULT_SHARE_IMAGE: ShareImage = {
  url: '/images/og-default.png',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}, cabinet médical à Casablanca`,
};
export const SITE_LOCALE = 'fr_MA';

/** A latitude or longitude with the five decimals (about a metre) local search asks for. */
export const formatCoordinate = (value: number) => value.toFixed(5);

/** Geo meta tags (geo.region, geo.placename, geo.position, ICBM) for local search. */
export function geoMetaTags(facts: Pick<PracticeFacts, 'geo' | 'address'>): Record<string, string> {
  const [latitude, longitude] = [facts.geo.latitude, facts.geo.longitude].map(formatCoordinate);
  return {
    'geo.region': practice.region.code,
    'geo.placename': `${facts.address.district}, ${facts.address.city}`,
    'geo.position': `${latitude};${longitude}`,
    ICBM: `${latitude}, ${longitude}`,
  };
}

export function pageMetadata({
  siteUrl,
  path,
  title,
  description,
  absoluteTitle = false,
}: {
  siteUrl: string;
  /** Path of the page, e.g. '/services/psychosomatique'. */
  path: string;
  title: string;
  description: string;
  /** Full titles (the home) skip the " | site name" suffix. */
  absoluteTitle?: boolean;
}): Metadata {
  const url = absoluteUrl(path, siteUrl);
  const fullTitle = absoluteTitle ? title : `${title} | ${SITE_NAME}`;
  const image = { ...DEFAULT_SHARE_IMAGE, url: absoluteUrl(DEFAULT_SHARE_IMAGE.url, siteUrl) };
  return {
    title: { absolute: fullTitle },
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      locale: SITE_LOCALE,
      siteName: SITE_NAME,
      url,
      title: fullTitle,
      description,
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title: fullTitle,
      description,
      images: [{ url: image.url, alt: image.alt }],
    },
  };
}
