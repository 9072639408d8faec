import type { Metadata } from 'next';
import { displayName } from './author-display';
import { buildAuthorProfileJsonLd, buildBreadcrumbJsonLd, type JsonLd } from '../site/json-ld';
import { pageMetadata } from '../site/page-metadata';
import type { AuthorDetail } from './post-types';
import { authorPath, BLOG_PATH, HOME_PATH } from '../site/site-paths';
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

/** ProfilePage (Person, and IndividualPhysician for a health professional) and its breadcrumb. */
export function authorJsonLd(author: AuthorDetail, siteUrl: string): JsonLd[] {
  const path = authorPath(author.slug);
  return [
    buildAuthorProfileJsonLd(
      {
        name: displayName(author),
        path,
        bio: author.bio,
        photoPath: author.photo_url,
        healthProfessional: author.is_health_professional,
        qualifications: author.qualifications,
        specialities: author.specialities,
        registrationNumber: author.registration_number,
      },
      siteUrl,
    ),
    buildBreadcrumbJsonLd(
      [
        { name: 'Accueil', path: HOME_PATH },
        { name: 'Blog', path: BLOG_PATH },
        { name: displayName(author), path },
      ],
      siteUrl,
    ),
  ];
}
