import { CONSULTATION_GUIDE, ULTRASOUND_GUIDE } from '@/content/guides';
import { SERVICE_PAGES } from '@/content/services';
import { guidePath, servicePath } from '@/lib/site/site-paths';
import type { SearchPlan } from './query';
import { stemsOf } from './words';

/** A service page or a guide as the search finds it: a handful of fixed pages, searched in memory (decision 042). */
export type SitePageHit = { title: string; path: string; description: string };

type SitePageDocument = SitePageHit & { titleStems: Set<string>; counts: Map<string, number> };

// Fields that are addresses, icons or the booking message, not what the page says.
const NOT_TEXT = new Set(['slug', 'icon', 'bookingText', 'metaTitle']);

function textsOf(value: unknown, key = ''): string[] {
  if (NOT_TEXT.has(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => textsOf(item, name));
  return [];
}

function documentOf(title: string, path: string, description: string, content: unknown): SitePageDocument {
  const counts = new Map<string, number>();
  for (const stem of stemsOf(textsOf(content).join('\n'))) counts.set(stem, (counts.get(stem) ?? 0) + 1);
  return { title, path, description, titleStems: new Set(stemsOf(title)), counts };
}

const DOCUMENTS: SitePageDocument[] = [
  ...SERVICE_PAGES.map((page) => documentOf(page.name, servicePath(page.slug), page.metaDescription, page)),
  documentOf(
    CONSULTATION_GUIDE.title,
    guidePath('preparer-consultation'),
    CONSULTATION_GUIDE.metaDescription,
    CONSULTATION_GUIDE,
  ),
  documentOf(
    ULTRASOUND_GUIDE.title,
    guidePath('preparer-echographie'),
    ULTRASOUND_GUIDE.metaDescription,
    ULTRASOUND_GUIDE,
  ),
];

// A word of the title counts like this many in the text.
const TITLE_WEIGHT = 10;

/**
 * The service pages and guides matching a plan (every group by one of its alternatives), most
 * relevant first: how often the matched words occur, the title's words weighing more.
 */
export function searchSitePages(plan: SearchPlan, documents: readonly SitePageDocument[] = DOCUMENTS): SitePageHit[] {
  const scored = documents.flatMap((document) => {
    let score = 0;
    for (const group of plan.groups) {
      const found = group.filter((alternative) => alternative.every((stem) => document.counts.has(stem)));
      if (found.length === 0) return [];
      for (const stem of new Set(found.flat()))
        score += (document.counts.get(stem) ?? 0) + (document.titleStems.has(stem) ? TITLE_WEIGHT : 0);
    }
    return [{ hit: { title: document.title, path: document.path, description: document.description }, score }];
  });
  return scored.sort((a, b) => b.score - a.score).map(({ hit }) => hit);
}
