import { AUTHORS_PATH, BLOG_PATH } from '@/lib/site/site-paths';

/**
 * The request header through which the front server (src/front-server/http/site-not-found.ts) tells the
 * not-found page which address was not found; a visitor's own value is dropped there first.
 */
export const NOT_FOUND_PATH_HEADER = 'x-site-not-found-path';

export type NotFoundPage = {
  /** The specification's « 404 » above the heading: the site-wide page only. */
  code?: string;
  heading: string;
  /** The heading's language when it is not the page's French (the specification's English one). */
  headingLang?: 'en';
  text: string;
  back: { href: string; label: string };
};

// Spec section 2, « Not-found page »: its texts stay as written, French comes around them.
const SITE_WIDE: NotFoundPage = {
  code: '404',
  heading: 'Oops! Page not found',
  headingLang: 'en',
  text: 'La page que vous cherchez n’existe pas ou a été déplacée. Les liens ci-dessous mènent au blog, aux services du cabinet et à la prise de rendez-vous.',
  back: { href: '/', label: 'Retour à l’accueil' },
};

// Spec section 2, « Article page », not found state.
export const ARTICLE_NOT_FOUND: NotFoundPage = {
  heading: 'Article non trouvé',
  text: "L'article que vous recherchez n'existe pas ou a été supprimé.",
  back: { href: BLOG_PATH, label: 'Retour au blog' },
};

const BLOG_PAGE_NOT_FOUND: NotFoundPage = {
  heading: 'Cette page du blog n’existe pas',
  text: 'Le blog compte moins de pages d’articles. Les plus récents sont sur sa première page.',
  back: { href: BLOG_PATH, label: 'Voir les derniers articles' },
};

const AUTHOR_NOT_FOUND: NotFoundPage = {
  heading: 'Auteur non trouvé',
  text: 'Cet auteur n’existe pas ou n’a pas encore d’article publié.',
  back: { href: BLOG_PATH, label: 'Retour au blog' },
};

const SERVICE_NOT_FOUND: NotFoundPage = {
  heading: 'Service non trouvé',
  text: 'Le cabinet ne propose pas de service à cette adresse. Voici ceux qu’il propose.',
  back: { href: '/#services', label: 'Voir les services' },
};

/**
 * What the not-found page says for an address: the section's own message when a section's page
 * (an article, a page of the blog, an author, a service) is missing, else the site-wide page.
 */
export function notFoundPageFor(path: string | null): NotFoundPage {
  const pathname = (path ?? '').split('?')[0] ?? '';
  const segments = pathname.split('/').filter(Boolean);
  if (pathname === BLOG_PATH) return BLOG_PAGE_NOT_FOUND;
  if (segments.length !== 2) return SITE_WIDE;
  if (`/${segments[0]}` === BLOG_PATH) return ARTICLE_NOT_FOUND;
  if (`/${segments[0]}` === AUTHORS_PATH) return AUTHOR_NOT_FOUND;
  if (segments[0] === 'services') return SERVICE_NOT_FOUND;
  return SITE_WIDE;
}
