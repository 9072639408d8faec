import type { GuideSlug } from '@/content/guides';
import { guidePath } from '@/lib/site/site-paths';
import type { PlainPage } from '../plain-public-page';

type GuideHead = { title: string; intro: string; metaTitle: string; metaDescription: string };

/** A guide as a plain public page: under « Guides » in the breadcrumb, which it carries as JSON-LD too. */
export function guidePage(slug: GuideSlug, guide: GuideHead): PlainPage {
  return {
    path: guidePath(slug),
    title: guide.title,
    lead: guide.intro,
    metaTitle: guide.metaTitle,
    description: guide.metaDescription,
    guide: true,
  };
}
