import { afterAll, describe, expect, it } from 'vitest';
import { makePost } from '../support/factories';
import { switchToUnreachableDatabase } from '../support/unreachable-database';

// Home and /blog show the spec's error text when the articles cannot be read, instead of failing.
describe('listPublicPostsOrNull', () => {
  const testDatabaseUrl = process.env.DATABASE_URL;
  afterAll(() => {
    process.env.DATABASE_URL = testDatabaseUrl;
  });

  it('returns the public articles when the database answers', async () => {
    const post = await makePost({ title: 'Visible', status: 'published' });
    const { listPublicPostsOrNull } = await import('@/server/blog/posts');
    expect((await listPublicPostsOrNull('/'))?.map((summary) => summary.id)).toEqual([post.id]);
  });

  it('returns null when the database cannot be read', async () => {
    await switchToUnreachableDatabase();
    const { listPublicPostsOrNull } = await import('@/server/blog/posts');
    expect(await listPublicPostsOrNull('/blog')).toBeNull();
    const fresh = await import('@/server/db/client');
    await fresh.closeDb();
  });
});
