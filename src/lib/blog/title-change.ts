import { slugify } from '../text/slugify';
import type { PostFormValues } from './post-form';

/**
 * The form after the title is changed to `title`. The SEO title follows the title while empty or
 * equal to it, on any article: renaming a published article renames it in search results too.
 * The slug follows while empty, and on a new article while it is the title's: a published
 * article's address changes only when someone types it.
 */
export function withTitle(current: PostFormValues, title: string, isNew: boolean): PostFormValues {
  const autoSlug = current.slug === '' || (isNew && current.slug === slugify(current.title));
  const autoMetaTitle = current.meta_title === '' || current.meta_title === current.title;
  return {
    ...current,
    title,
    slug: autoSlug ? slugify(title) : current.slug,
    meta_title: autoMetaTitle ? title : current.meta_title,
  };
}
