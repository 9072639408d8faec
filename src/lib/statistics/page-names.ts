import { GUIDES } from '@/content/guides';
import { SERVICE_CATALOG } from '@/content/service-catalog';
import {
  APPOINTMENT_REQUEST_PATH,
  BLOG_PATH,
  HOME_PATH,
  LEGAL_NOTICE_PATH,
  PRIVACY_POLICY_PATH,
  SEARCH_PATH,
  guidePath,
  servicePath,
  slugPage,
  type SlugPage,
} from '@/lib/site/site-paths';

const FIXED_PAGE_NAMES = new Map<string, string>([
  [HOME_PATH, 'Accueil'],
  [BLOG_PATH, 'Blog'],
  [SEARCH_PATH, 'Recherche dans le blog'],
  [APPOINTMENT_REQUEST_PATH, 'Demande de rendez-vous'],
  [PRIVACY_POLICY_PATH, 'Politique de confidentialité'],
  [LEGAL_NOTICE_PATH, 'Mentions légales'],
  ...SERVICE_CATALOG.map((service): [string, string] => [servicePath(service.slug), service.name]),
  ...GUIDES.map((guide): [string, string] => [guidePath(guide.slug), guide.title]),
]);

/**
 * `pages` sorted for the statistics' look-ups: the fixed pages with their names, and by kind the
 * slugs of the pages whose subject is in the database. Any other address is in neither.
 */
export function pagesBySubject(pages: readonly string[]): {
  fixed: Map<string, string>;
  slugs: Record<SlugPage['kind'], Set<string>>;
} {
  const fixed = new Map<string, string>();
  const slugs: Record<SlugPage['kind'], Set<string>> = {
    article: new Set(),
    author: new Set(),
    category: new Set(),
    tag: new Set(),
  };
  for (const page of pages) {
    const name = FIXED_PAGE_NAMES.get(page);
    const named = name === undefined ? slugPage(page) : null;
    if (name !== undefined) fixed.set(page, name);
    else if (named) slugs[named.kind].add(named.slug);
  }
  return { fixed, slugs };
}

/** How « Statistiques » names a topic page, from its category's or tag's name. */
export const topicPageName = (kind: 'category' | 'tag', name: string) =>
  `${kind === 'category' ? 'Catégorie' : 'Étiquette'} «\u00a0${name}\u00a0»`;
