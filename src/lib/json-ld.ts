import { practice, practiceAddressLines } from '@/content/practice';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import { absoluteUrl, articlePath, servicePath } from './site-paths';
import { stripXmlForbiddenCharacters } from './xml-characters';

/**
 * schema.org structured data. Testimonials deliberately carry no Review/AggregateRating markup:
 * search engines ignore self-published reviews and medical ethics ask for restraint.
 */
export type JsonLd = Record<string, unknown>;

/** The practice as a Physician and a MedicalClinic, one node for home and service pages. */
export function buildPracticeJsonLd(siteUrl: string): JsonLd {
  const { address, geo } = practice;
  return {
    '@context': 'https://schema.org',
    '@type': ['Physician', 'MedicalClinic'],
    '@id': absoluteUrl('/#cabinet', siteUrl),
    name: practice.name,
    url: absoluteUrl('/', siteUrl),
    image: absoluteUrl('/images/og-default.png', siteUrl),
    telephone: practice.phone.e164,
    email: practice.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: practiceAddressLines().slice(0, 2).join(', '),
      addressLocality: `${address.district}, ${address.city}`,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: practice.hours
      .filter((slot) => slot.opens !== null)
      .map((slot) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: slot.dayCodes.map((day) => `https://schema.org/${day}`),
        opens: slot.opens,
        closes: slot.closes,
      })),
    medicalSpecialty: SERVICE_CATALOG.map((service) => service.name),
    availableService: SERVICE_CATALOG.map((service) => ({
      '@type': 'MedicalProcedure',
      name: service.name,
      url: absoluteUrl(servicePath(service.slug), siteUrl),
    })),
    paymentAccepted: practice.payment.schemaMethods,
    currenciesAccepted: practice.payment.currency,
    isAcceptingNewPatients: true,
  };
}

export type BreadcrumbItem = { name: string; path: string };

export function buildBreadcrumbJsonLd(items: BreadcrumbItem[], siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path, siteUrl),
    })),
  };
}

export type BlogPostingInput = {
  slug: string;
  title: string;
  description: string | null;
  /** The public date (published_at, or scheduled_at once live). */
  datePublished: string;
  dateModified: string;
  authorName: string | null;
  imagePath: string;
  section: string | null;
  keywords: string[];
};

export function buildBlogPostingJsonLd(post: BlogPostingInput, siteUrl: string): JsonLd {
  const url = absoluteUrl(articlePath(post.slug), siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    ...(post.description ? { description: post.description } : {}),
    image: absoluteUrl(post.imagePath, siteUrl),
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    inLanguage: 'fr',
    author: post.authorName ? { '@type': 'Person', name: post.authorName } : { '@id': absoluteUrl('/#cabinet', siteUrl) },
    publisher: { '@id': absoluteUrl('/#cabinet', siteUrl), '@type': 'MedicalClinic', name: practice.name },
    ...(post.section ? { articleSection: post.section } : {}),
    ...(post.keywords.length > 0 ? { keywords: post.keywords.join(', ') } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag, and
 * every string cleared of what XML 1.0 forbids, which consumers of structured data choke on.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  const clean = (_key: string, value: unknown) => (typeof value === 'string' ? stripXmlForbiddenCharacters(value) : value);
  return JSON.stringify(data, clean).replace(/</g, '\\u003c');
}
