import type { PostWrite } from '@/lib/blog/post-types';
import { createPost, type PostCreateOptions } from '@/server/blog/post-writes';
import { createAuthor, createCategory, createTag, type AuthorInput, type CategoryInput } from '@/server/blog/taxonomy';

/**
 * Test data through the same repository writers the seed and the editor use, so tests exercise
 * the real write path. Each call gets unique natural keys; pass fields to pin what a test checks.
 */
let sequence = 0;
const next = () => `${Date.now().toString(36)}-${(sequence += 1)}`;

export function makeAuthor(fields: Partial<AuthorInput> = {}) {
  const n = next();
  return createAuthor({
    name: `Auteur ${n}`,
    slug: `auteur-${n}`,
    email: `auteur-${n}@cabinet.example`,
    bio: 'Biographie.',
    ...fields,
  });
}

export function makeCategory(fields: Partial<CategoryInput> = {}) {
  return createCategory({ name: `Catégorie ${next()}`, ...fields });
}

export function makeTag(fields: { name?: string } = {}) {
  return createTag({ name: `Tag ${next()}`, ...fields });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO timestamp `days` away from `from` (negative: in the past). */
export function daysFrom(from: Date, days: number): string {
  return new Date(from.getTime() + days * DAY_MS).toISOString();
}

/** A published article unless `fields` say otherwise; `createdAt` backdates it like the seed does. */
export function makePost(fields: Partial<PostWrite> & PostCreateOptions = {}) {
  const n = next();
  const { createdAt, viewsCount, contentUpdatedAt, reviewedAt, ...write } = fields;
  return createPost(
    {
      title: `Article ${n}`,
      slug: `article-${n}`,
      content: `<p>Contenu de l'article ${n}.</p>`,
      excerpt: `Résumé ${n}.`,
      featured_image_url: null,
      featured_image_alt: null,
      status: 'published',
      published_at: null,
      scheduled_at: null,
      meta_title: null,
      meta_description: null,
      author_id: null,
      category_id: null,
      featured: false,
      allow_comments: true,
      tag_ids: [],
      reviewer_id: null,
      sources: [],
      ...write,
    },
    { createdAt, viewsCount, contentUpdatedAt, reviewedAt },
  );
}
