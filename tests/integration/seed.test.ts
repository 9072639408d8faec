import { describe, expect, it } from 'vitest';
import { demoArticles } from '@/content/demo';
import { readAppSetting } from '@/server/db/app-settings';
import { db } from '@/server/db/client';
import { DEMO_CONTENT_FLAG, seedDemoContent, seedDemoContentOnce } from '@/server/demo-content/seed';
import { moveToTrash } from '@/server/blog/trash';
import { getPublicPostBySlug, listPostsForStaff, listPublicPosts } from '@/server/blog/posts';
import { listAuthors, listCategories, listTags } from '@/server/blog/taxonomy';
import { DEMO_SLUGS_THAT_MUST_BE_PUBLIC } from '../support/spec-slugs';

async function snapshot() {
  const { posts } = await listPostsForStaff({ limit: 1000 });
  const links = await db().selectFrom('blog_post_tags').selectAll().orderBy('blog_post_id').orderBy('tag_id').execute();
  return { posts, links, authors: await listAuthors(), categories: await listCategories(), tags: await listTags() };
}

describe('demo seed', () => {
  it('loads every demo article with its author, category and tags', async () => {
    const outcome = await seedDemoContent();
    expect(outcome.posts).toBe(demoArticles.length);
    const { posts } = await listPostsForStaff({ limit: 1000 });
    expect(posts).toHaveLength(demoArticles.length);
    for (const post of posts) {
      expect(post.author, post.slug).not.toBeNull();
      expect(post.category, post.slug).not.toBeNull();
      expect(post.reading_time, post.slug).toBeGreaterThanOrEqual(1);
    }
  });

  it('makes the required slugs and the auto-link targets public', async () => {
    for (const slug of DEMO_SLUGS_THAT_MUST_BE_PUBLIC) {
      expect(await getPublicPostBySlug(slug), slug).not.toBeNull();
    }
  });

  it('includes a draft, an archived and a future scheduled article, all hidden', async () => {
    const publicIds = new Set((await listPublicPosts()).map((post) => post.id));
    for (const status of ['draft', 'archived', 'scheduled'] as const) {
      const { posts } = await listPostsForStaff({ status });
      expect(posts.length, status).toBeGreaterThan(0);
      for (const post of posts) expect(publicIds.has(post.id), post.slug).toBe(false);
    }
  });

  it('changes nothing when run again', async () => {
    const before = await snapshot();
    expect(await seedDemoContent()).toEqual({ authors: 0, categories: 0, tags: 0, posts: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('seeds once per database: deleted demo articles stay deleted', async () => {
    expect(await readAppSetting(DEMO_CONTENT_FLAG)).toBeNull();
    const first = await seedDemoContentOnce();
    expect(first).toEqual({ authors: 0, categories: 0, tags: 0, posts: 0 });
    expect(await readAppSetting(DEMO_CONTENT_FLAG)).not.toBeNull();
    const { posts } = await listPostsForStaff({ limit: 1 });
    await moveToTrash(posts[0]!.id);
    expect(await seedDemoContentOnce()).toBeNull();
    expect((await listPostsForStaff()).total).toBe(demoArticles.length - 1);
  });
});
