import { CONSULTATION_GUIDE, ULTRASOUND_GUIDE } from '@/content/guides';
import { SERVICE_PAGES } from '@/content/services';
import { guidePath, servicePath } from '@/lib/site/site-paths';
import { createSearchEngine, engineQueryOf } from './engine';
import type { SearchPlan } from './query';

/** A service page or a guide as the search finds it: a handful of fixed pages, searched like the articles. */
export type SitePageHit = { title: string; path: string; description: string };

type SitePageDocument = SitePageHit & { id: string; text: string };

// Fields that are addresses, icons or the booking message, not what the page says.
const NOT_TEXT = new Set(['slug', 'icon', 'bookingText', 'metaTitle']);

function textsOf(value: unknown, key = ''): string[] {
  if (NOT_TEXT.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => textsOf(item, name));
  return [];
}

const documentOf = (title: string, path: string, description: string, content: unknown): SitePageDocument => ({
  id: path,
  title,
  path,
  description,
  text: textsOf(content).join('\n'),
});

const DOCUMENTS: SitePageDocument[] = [
  ...SERVICE_PAGES.map((page) => documentOf(page.name, servicePath(page.slug), page.metaDescription, page)),
  ...(
    [
      ['preparer-consultation', CONSULTATION_GUIDE],
      ['preparer-echographie', ULTRASOUND_GUIDE],
    ] as const
  ).map(([slug, guide]) => documentOf(guide.title, guidePath(slug), guide.metaDescription, guide)),
];

// A word of the title says what the page is about more than one of its text.
const FIELD_BOOSTS = { title: 4, text: 1 };

let engine: ReturnType<typeof createSearchEngine<SitePageDocument>> | null = null;

/** The service pages and guides matching a plan, most relevant first (the title's words weighing more). */
export function searchSitePages(plan: SearchPlan): SitePageHit[] {
  if (!engine) {
    engine = createSearchEngine<SitePageDocument>(FIELD_BOOSTS, ['title', 'path', 'description']);
    engine.addAll(DOCUMENTS);
  }
  return engine.search(engineQueryOf(plan, FIELD_BOOSTS)).map((result) => ({
    title: result.title as string,
    path: result.path as string,
    description: result.description as string,
  }));
}
