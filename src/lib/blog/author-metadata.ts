import type { Metadata } from 'next';
import { displayName } from './author-display';
import { blogBreadcrumbJsonLd } from './blog-list-json-ld';
import type { JsonLd } from '../site/json-ld';
import { pageMetadata } from '../site/page-metadata';
import type { AuthorDetail } from './post-types';
import { absoluteUrl, authorPath } from '../site/site-paths';
import { stripXmlForbiddenCharacters as clean } from '../text/xml-characters';

const DESCRIPTION_LENGTH = 160;

/** The first sentences of the bio that fit a search result, else a sentence naming the author. */
function descriptionOf(author: AuthorDetail): string {
  const name = displayName(author);
  const bio = clean(author.bio ?? '').trim();
  if (!bio) return `Les articles de ${name}, ${author.specialities.join(', ') || 'auteur du blog du cabinet'}.`;
  return bio.length <= DESCRIPTION_LENGTH ? bio : `${bio.slice(0, DESCRIPTION_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
}

export function authorMetadata(author: AuthorDetail, siteUrl: string): Metadata {
  const name = clean(displayName(author));
  return pageMetadata({
    siteUrl,
    path: authorPath(author.slug),
    title: `${name}, auteur du blog`,
    description: descriptionOf(author),
  });
}

/**
 * An author's page: a ProfilePage whose main entity is the person, typed IndividualPhysician too
 * when they are a health professional (schema.org's Physician is the practice, an organisation).
 */
function profilePageJsonLd(author: AuthorDetail, siteUrl: string): JsonLd {
  const url = absoluteUrl(authorPath(author.slug), siteUrl);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': url,
    url,
    inLanguage: 'fr',
    mainEntity: {
      '@type': author.is_health_professional ? ['Person', 'IndividualPhysician'] : 'Person',
      '@id': `${url}#personne`,
      url,
      name: displayName(author),
      ...(author.bio ? { description: author.bio } : {}),
      ...(author.photo_url ? { image: absoluteUrl(author.photo_url, siteUrl) } : {}),
      ...(author.specialities.length > 0 ? { knowsAbout: author.specialities } : {}),
      ...(author.qualifications.length > 0
        ? {
            hasCredential: author.qualifications.map((name) => ({
              '@type': 'EducationalOccupationalCredential',
              name,
            })),
          }
        : {}),
      ...(author.registration_number ? { identifier: author.registration_number } : {}),
      worksFor: { '@id': absoluteUrl('/#cabinet', siteUrl) },
    },
  };
}

/** ProfilePage (Person, and IndividualPhysician for a health professional) and its breadcrumb. */
export function authorJsonLd(author: AuthorDetail, siteUrl: string): JsonLd[] {
  const path = authorPath(author.slug);
  return [profilePageJsonLd(author, siteUrl), blogBreadcrumbJsonLd([{ name: displayName(author), path }], siteUrl)];
}
