import 'server-only';
import { demoArticles, demoAuthors, demoCategories, demoTags, demoTrust } from '@/content/demo';
import type { DemoArticle } from '@/content/demo/types';
import { createPost } from '@/server/blog/post-writes';
import { slugOwner } from '@/server/blog/slug-owner';
import { createAuthor, createCategory, createTag, findByKey } from '@/server/blog/taxonomy';
import { claimAppSetting, deleteAppSetting } from '../db/app-settings';

export const DEMO_CONTENT_FLAG = 'demo_content_seeded';
const DAY_MS = 24 * 60 * 60 * 1000;

export type SeedOutcome = { authors: number; categories: number; tags: number; posts: number };

/** Upserts by natural key: each item's row found, or created and counted as new; ids by the item's key. */
async function ensureAll<I extends { key: string }>(
  items: readonly I[],
  find: (item: I) => Promise<{ id: string } | null>,
  create: (item: I) => Promise<{ id: string }>,
) {
  const ids = new Map<string, string>();
  let created = 0;
  for (const item of items) {
    const existing = await find(item);
    if (!existing) created += 1;
    ids.set(item.key, existing ? existing.id : (await create(item)).id);
  }
  return { ids, created };
}

function lookup(ids: Map<string, string>, kind: string, key: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo article refers to unknown ${kind} "${key}"`);
  return id;
}

function datesOf(article: DemoArticle, now: Date) {
  const created = new Date(now.getTime() - (article.publishedDaysAgo ?? 0) * DAY_MS).toISOString();
  const wasPublished = article.status === 'published' || article.status === 'archived';
  return {
    created,
    published_at: wasPublished ? created : null,
    scheduled_at:
      article.scheduledInDays === undefined
        ? null
        : new Date(now.getTime() + article.scheduledInDays * DAY_MS).toISOString(),
  };
}

/**
 * Inserts the demo authors, categories, tags and articles that are missing, matched by natural
 * key (author email, category name, tag name, post slug). Running it twice changes nothing.
 */
export async function seedDemoContent(now: Date = new Date()): Promise<SeedOutcome> {
  const { ids: authors, created: newAuthors } = await ensureAll(
    demoAuthors,
    (author) => findByKey('authors', author.email),
    createAuthor,
  );
  const { ids: categories, created: newCategories } = await ensureAll(
    demoCategories,
    (category) => findByKey('categories', category.name),
    createCategory,
  );
  const { ids: tags, created: newTags } = await ensureAll(demoTags, (tag) => findByKey('tags', tag.name), createTag);
  const outcome: SeedOutcome = { authors: newAuthors, categories: newCategories, tags: newTags, posts: 0 };
  for (const article of demoArticles) {
    if (await slugOwner('blog_posts', article.slug)) continue;
    const { slug, title, excerpt, content, status, featured, views_count } = article;
    const { created, published_at, scheduled_at } = datesOf(article, now);
    const trust = demoTrust[slug] ?? {};
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    await createPost(
      {
        slug,
        title,
        excerpt,
        content,
        status,
        published_at,
        scheduled_at,
        featured: featured ?? false,
        allow_comments: true,
        featured_image_url: article.featured_image_url ?? null,
        featured_image_alt: article.featured_image_alt ?? null,
        meta_title: article.meta_title ?? null,
        meta_description: article.meta_description ?? null,
        author_id: lookup(authors, 'author', article.authorKey),
        category_id: lookup(categories, 'category', article.categoryKey),
        tag_ids: article.tagKeys.map((key) => lookup(tags, 'tag', key)),
        reviewer_id: trust.review ? lookup(authors, 'reviewer', trust.review.reviewerKey) : null,
        sources: trust.sources ?? [],
      },
      {
        createdAt: created,
        viewsCount: views_count ?? 0,
        contentUpdatedAt: trust.contentUpdatedDaysAgo === undefined ? undefined : daysAgo(trust.contentUpdatedDaysAgo),
        reviewedAt: trust.review ? daysAgo(trust.review.reviewedDaysAgo) : undefined,
      },
    );
    outcome.posts += 1;
  }
  return outcome;
}

/**
 * Seeds the demo content the first time a database is started, never again: once the flag is
 * set, deleting the demo articles does not bring them back. The flag is claimed before seeding
 * so two processes starting together seed once; a failed seed releases it for the next start.
 */
export async function seedDemoContentOnce(now: Date = new Date()): Promise<SeedOutcome | null> {
  if (!(await claimAppSetting(DEMO_CONTENT_FLAG, now.toISOString()))) return null;
  try {
    return await seedDemoContent(now);
  } catch (error) {
    await deleteAppSetting(DEMO_CONTENT_FLAG);
    throw error;
  }
}
