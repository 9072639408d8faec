import { describe, expect, it } from 'vitest';
import { getPostForStaff } from '@/server/blog/posts';
import { findPublicPostIdBySlug, incrementArticleViews } from '@/server/blog/views';
import { daysFrom, makePost } from '../support/factories';

describe('article views', () => {
  it('counts views of public articles, every increment kept under concurrency', async () => {
    const post = await makePost({ status: 'published' });
    const id = await findPublicPostIdBySlug(post.slug);
    expect(id).toBe(post.id);
    await Promise.all(Array.from({ length: 10 }, () => incrementArticleViews(post.id)));
    expect((await getPostForStaff(post.id))?.views_count).toBe(10);
  });

  it('never finds drafts, archives or future schedules', async () => {
    const now = new Date();
    for (const fields of [{ status: 'draft' }, { status: 'archived' }, { status: 'scheduled', scheduled_at: daysFrom(now, 1) }] as const) {
      const post = await makePost(fields);
      expect(await findPublicPostIdBySlug(post.slug, now)).toBeNull();
    }
    const due = await makePost({ status: 'scheduled', scheduled_at: daysFrom(now, -1) });
    expect(await findPublicPostIdBySlug(due.slug, now)).toBe(due.id);
  });
});
