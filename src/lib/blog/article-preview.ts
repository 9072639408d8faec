import { z } from '@/lib/forms/zod';
import { dateTimeLocalValueToIso } from '../text/french-dates';
import { imageUrlField, sourceSchema } from './post-form';
import { POST_STATUSES, type ArticleSnapshot } from './post-types';

/**
 * The live preview's reading of the editor's form (decision 046). Unlike the save, it refuses
 * nothing a writer may be halfway through typing: an empty title, a source without its address
 * or an unfinished date are left out of the preview, not reported. What it bounds is the size
 * (the server action's body stays under its 1 MB cap), so a preview costs what a save costs.
 */
const text = (max: number) => z.string().max(max);
const optional = (max: number) => text(max).transform((value) => (value.trim() === '' ? null : value.trim()));
// A choice that is not an id (none, or a tampered value) is no choice: the lookups never see it.
const optionalId = text(64).transform((value) => (z.uuid().safeParse(value.trim()).success ? value.trim() : null));

export const previewFormSchema = z.object({
  title: text(2000),
  slug: text(2000),
  excerpt: optional(5000),
  content: text(500_000),
  featured_image_url: imageUrlField.catch(null),
  featured_image_alt: optional(2000),
  status: z.enum(POST_STATUSES).catch('draft'),
  scheduled_at: text(100).transform((value) => (value === '' ? null : dateTimeLocalValueToIso(value))),
  author_id: optionalId,
  category_id: optionalId,
  reviewer_id: optionalId,
  sources: z
    .array(z.unknown())
    .max(100)
    .transform((rows) => rows.flatMap((row) => sourceSchema.safeParse(row).data ?? [])),
});

/** What the writer reads when the preview could not follow the form. */
export const PREVIEW_FAILED_MESSAGE =
  'L’aperçu n’a pas pu être mis à jour\u00a0; votre texte reste dans le formulaire.';

export type PreviewForm = z.output<typeof previewFormSchema>;

/** The form's fields laid over the stored article (or a new one's blank), as publishing them would. */
export function previewSnapshot(form: PreviewForm, base: ArticleSnapshot): ArticleSnapshot {
  return {
    ...base,
    title: form.title.trim(),
    slug: form.slug.trim() || base.slug,
    excerpt: form.excerpt,
    content: form.content,
    featured_image_url: form.featured_image_url,
    featured_image_alt: form.featured_image_alt,
    status: form.status,
    scheduled_at: form.scheduled_at,
    author_id: form.author_id,
    category_id: form.category_id,
    reviewer_id: form.reviewer_id,
    sources: form.sources,
  };
}
