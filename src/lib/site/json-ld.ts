import { practice } from '@/content/practice';
import type { PracticePeriod } from '../practice/practice-facts';
import type { PracticeView } from '../practice/practice-view';
import { formatCoordinate, SITE_NAME } from './page-metadata';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import { absoluteUrl, articlePath, SEARCH_PATH, servicePath } from './site-paths';
import { stripXmlForbiddenCharacters } from '../text/xml-characters';

/**
 * schema.org structured data. Testimonials deliberately carry no Review/AggregateRating markup:
 * search engines ignore self-published reviews and medical ethics ask for restraint.
 */
export type JsonLd = Record<string, unknown>;

/** schema.org's way of saying "closed that day": opening and closing at midnight. */
const CLOSED_ALL_DAY = { opens: '00:00', closes: '00:00' };

/**
 * Closures and special hours as `specialOpeningHoursSpecification`: one node per range, valid
 * from the period's first to its last day.
 */
export function buildSpecialOpeningHours(periods: PracticePeriod[]): JsonLd[] {
  return periods.flatMap((period) =>
    (period.ranges.length === 0 ? [CLOSED_ALL_DAY] : period.ranges).map((range) => ({
      '@type': 'OpeningHoursSpecification',
      name: period.label,
      validFrom: period.firstDay,
      validThrough: period.lastDay,
      opens: range.opens,
      closes: range.closes,
    })),
  );
}

/** The practice as a Physician and a MedicalClinic, one node for home and service pages. */
export function buildPracticeJsonLd(siteUrl: string, view: PracticeView): JsonLd {
  const { address, geo } = view;
  const specialHours = buildSpecialOpeningHours(view.announcedPeriods);
  return {
    '@context': 'https://schema.org',
    '@type': ['Physician', 'MedicalClinic'],
    '@id': absoluteUrl('/#cabinet', siteUrl),
    name: view.name,
    url: absoluteUrl('/', siteUrl),
    image: absoluteUrl('/images/og-default.png', siteUrl),
    telephone: view.phone.e164,
    email: view.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: view.addressLines.slice(0, 2).join(', '),
      addressLocality: `${address.district}, ${address.city}`,
      addressRegion: practice.region.name,
      postalCode: address.postalCode,
      addressCountry: practice.country.code,
    },
    geo: {
      '@type': 'GeoCoordinates',
      latitude: formatCoordinate(geo.latitude),
      longitude: formatCoordinate(geo.longitude),
    },
    openingHoursSpecification: view.hours.flatMap((group) =>
      group.ranges.map((range) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: group.dayCodes.map((day) => `https://schema.org/${day}`),
        opens: range.opens,
        closes: range.closes,
      })),
    ),
    ...(specialHours.length > 0 ? { specialOpeningHoursSpecification: specialHours } : {}),
    medicalSpecialty: SERVICE_CATALOG.map((service) => service.name),
    availableService: SERVICE_CATALOG.map((service) => ({
      '@type': 'MedicalProcedure',
      name: service.name,
      url: absoluteUrl(servicePath(service.slug), siteUrl),
    })),
    paymentAccepted: view.paymentMethods.join(', '),
    currenciesAccepted: view.currency,
    isAcceptingNewPatients: true,
  };
}

/** The placeholder a SearchAction's address template names in its `query-input`. */
const SEARCH_TERM = 'search_term_string';

/**
 * The site itself, on the home page: its name as search results show it, its language, the
 * practice that publishes it and how to search its blog (a SearchAction on /blog/recherche).
 */
export function buildWebSiteJsonLd(siteUrl: string, name: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': absoluteUrl('/#site', siteUrl),
    url: absoluteUrl('/', siteUrl),
    name,
    inLanguage: 'fr',
    publisher: { '@id': absoluteUrl('/#cabinet', siteUrl) },
    potentialAction: {
      '@type': 'SearchAction',
      // Built by hand: URLSearchParams would percent-encode the template's braces.
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(SEARCH_PATH, siteUrl)}?q={${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
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

/** A person as articles name them: display name (with title), public page when there is one. */
export type JsonLdPersonInput = { name: string; path: string | null; jobTitle?: string | null };

export function buildPersonRef(person: JsonLdPersonInput, siteUrl: string): JsonLd {
  const url = person.path ? absoluteUrl(person.path, siteUrl) : null;
  return {
    '@type': 'Person',
    ...(url ? { '@id': `${url}#personne`, url } : {}),
    name: person.name,
    ...(person.jobTitle ? { jobTitle: person.jobTitle } : {}),
  };
}

export type CitationInput = { title: string; url: string; publisher: string | null; year: number | null };

function buildCitation(source: CitationInput): JsonLd {
  return {
    '@type': 'CreativeWork',
    name: source.title,
    url: source.url,
    ...(source.publisher ? { publisher: { '@type': 'Organization', name: source.publisher } } : {}),
    ...(source.year !== null ? { datePublished: String(source.year) } : {}),
  };
}

export type BlogPostingInput = {
  slug: string;
  title: string;
  description: string | null;
  /** The public date (published_at, or scheduled_at once live). */
  datePublished: string;
  dateModified: string;
  author: JsonLdPersonInput | null;
  imagePath: string;
  section: string | null;
  keywords: string[];
  citations: CitationInput[];
  /** Readers' published questions (decision 043); null when the article takes none. */
  comments?: CommentInput[] | null;
};

/** A published question and the answer published with it. */
export type CommentInput = {
  id: string;
  author: string;
  text: string;
  dateCreated: string;
  answer: { author: string; text: string; dateCreated: string } | null;
};

const commentNode = ({ text, dateCreated, author }: Omit<CommentInput, 'id' | 'answer'>): JsonLd => ({
  '@type': 'Comment',
  text,
  dateCreated,
  author: { '@type': 'Person', name: author },
});

function buildComment(comment: CommentInput, url: string): JsonLd {
  return {
    '@type': 'Comment',
    '@id': `${url}#question-${comment.id}`,
    ...commentNode(comment),
    ...(comment.answer ? { comment: [commentNode(comment.answer)] } : {}),
  };
}

export function buildBlogPostingJsonLd(post: BlogPostingInput, siteUrl: string): JsonLd {
  const url = absoluteUrl(articlePath(post.slug), siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: { '@id': url },
    url,
    headline: post.title,
    ...(post.description ? { description: post.description } : {}),
    image: absoluteUrl(post.imagePath, siteUrl),
    datePublished: post.datePublished,
    dateModified: post.dateModified,
    inLanguage: 'fr',
    author: post.author ? buildPersonRef(post.author, siteUrl) : { '@id': absoluteUrl('/#cabinet', siteUrl) },
    publisher: { '@id': absoluteUrl('/#cabinet', siteUrl), '@type': 'MedicalClinic', name: SITE_NAME },
    ...(post.section ? { articleSection: post.section } : {}),
    ...(post.keywords.length > 0 ? { keywords: post.keywords.join(', ') } : {}),
    ...(post.citations.length > 0 ? { citation: post.citations.map(buildCitation) } : {}),
    ...(post.comments
      ? { commentCount: post.comments.length, comment: post.comments.map((comment) => buildComment(comment, url)) }
      : {}),
  };
}

export type MedicalWebPageInput = {
  slug: string;
  title: string;
  description: string | null;
  /** The review instant; the page says it was never reviewed by leaving these out. */
  lastReviewed: string | null;
  reviewedBy: JsonLdPersonInput | null;
};

/**
 * The article's page as a MedicalWebPage: health content with the date of its last medical
 * review and who did it; its main entity is the BlogPosting.
 */
export function buildMedicalWebPageJsonLd(page: MedicalWebPageInput, siteUrl: string): JsonLd {
  const url = absoluteUrl(articlePath(page.slug), siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    '@id': url,
    url,
    name: page.title,
    ...(page.description ? { description: page.description } : {}),
    inLanguage: 'fr',
    mainEntity: { '@id': `${url}#article` },
    ...(page.lastReviewed ? { lastReviewed: page.lastReviewed.slice(0, 10) } : {}),
    ...(page.reviewedBy && page.lastReviewed ? { reviewedBy: buildPersonRef(page.reviewedBy, siteUrl) } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json">: '<' escaped so no text can close the tag, and
 * every string cleared of what XML 1.0 forbids, which consumers of structured data choke on.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  const clean = (_key: string, value: unknown) =>
    typeof value === 'string' ? stripXmlForbiddenCharacters(value) : value;
  return JSON.stringify(data, clean).replace(/</g, '\\u003c');
}
