import type { PostStatus, PostWrite } from './post-types';
import type { ParsedPostForm, PostFieldErrors, SaveIntent } from './post-form';
import { slugify } from '../text/slugify';

export const SCHEDULE_IN_PAST_MESSAGE =
  'La date de publication programmée est déjà passée : choisissez une date à venir, ou « Publier » pour publier maintenant.';

export type PostWriteResult = { ok: true; write: PostWrite } | { ok: false; errors: PostFieldErrors };

/**
 * The status rules of spec section 4. 'Publier' publishes now. 'Sauvegarder' never publishes: it
 * keeps a chosen schedule or archive (the only way to reach those states) and otherwise saves a
 * draft. Every save other than 'Publier' clears published_at. See docs/decisions (editor saves).
 */
function resolveStatus(chosen: PostStatus, intent: SaveIntent): PostStatus {
  if (intent !== 'save') return 'published';
  return chosen === 'scheduled' || chosen === 'archived' ? chosen : 'draft';
}

/**
 * `livePublishedAt`: the publication date of the article as it is live, which staged changes and
 * 'Publier les modifications' keep (decision 020); 'Publier' dates the article now.
 */
export function resolvePostWrite(
  form: ParsedPostForm,
  intent: SaveIntent,
  now: Date,
  livePublishedAt: string | null = null,
): PostWriteResult {
  const status = resolveStatus(form.status, intent);
  const slug = form.slug || slugify(form.title);
  const errors: PostFieldErrors = {};
  if (!slug) errors.slug = 'L’adresse de la page est obligatoire (le titre ne contient aucune lettre utilisable)';
  if (status === 'scheduled' && !form.scheduled_at) {
    errors.scheduled_at = 'La date de publication est obligatoire pour un article programmé';
  } else if (status === 'scheduled' && form.scheduled_at && Date.parse(form.scheduled_at) <= now.getTime()) {
    // A year typo (2020 for 2026) would otherwise put the article live at once, backdated, while
    // the list still says « Programmé » (docs/decisions/041).
    errors.scheduled_at = SCHEDULE_IN_PAST_MESSAGE;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  return {
    ok: true,
    write: {
      title: form.title,
      slug,
      excerpt: form.excerpt,
      content: form.content,
      featured_image_url: form.featured_image_url,
      featured_image_alt: form.featured_image_url ? form.featured_image_alt : null,
      status,
      published_at:
        status !== 'published' ? null : intent !== 'publish' && livePublishedAt ? livePublishedAt : now.toISOString(),
      scheduled_at: status === 'scheduled' ? form.scheduled_at : null,
      meta_title: form.meta_title,
      meta_description: form.meta_description,
      author_id: form.author_id,
      category_id: form.category_id,
      featured: form.featured,
      allow_comments: form.allow_comments,
      tag_ids: form.tag_ids,
      reviewer_id: form.reviewer_id,
      sources: form.sources,
    },
  };
}
