import { afterAll, describe, expect, it } from 'vitest';
import { makePost } from '../support/factories';
import { switchToUnreachableDatabase } from '../support/unreachable-database';

// Home and /blog show the spec's error text when the articles cannot be read, instead of failing.
describe('publicReadOrNull', () => {
  const testDatabaseUrl = process.env.DATABASE_URL;
  afterAll(() => {
    process.env.DATABASE_URL = testDatabaseUrl;
  });

  it('returns what the read returns when the database answers', async () => {
    const post = await makePost({ title: 'Visible', status: 'published' });
    const { listPublicPostsPage, publicReadOrNull } = await import('@/server/blog/posts');
    const result = await publicReadOrNull('/', () => listPublicPostsPage(1, 9));
    expect(result?.posts.map((summary) => summary.id)).toEqual([post.id]);
  });

  it('returns null when the database cannot be read', async () => {
    await switchToUnreachableDatabase();
    const { listPublicPostsPage, publicReadOrNull } = await import('@/server/blog/posts');
    expect(await publicReadOrNull('/blog', () => listPublicPostsPage(1, 9))).toBeNull();
    const fresh = await import('@/server/db/client');
    await fresh.closeDb();
  });
});
