import { beforeAll, describe, expect, it } from 'vitest';
import type { PostSummary } from '@/lib/blog/post-types';
import { listHomePreviewCandidates, listPublicPosts, listPublicPostsPage } from '@/server/blog/posts';
import { daysFrom, makePost } from '../support/factories';

// Public lists read a bounded number of rows: /blog a page, the carousel a few, the home its candidates.
const now = new Date();
let published: PostSummary[] = [];
const nth = (index: number) => {
  const post = published[index];
  if (!post) throw new Error(`no published post #${index}`);
  return post;
};

beforeAll(async () => {
  published = [];
  for (let day = 1; day <= 7; day += 1) {
    published.push(await makePost({ title: `Publié ${day}`, createdAt: daysFrom(now, -day) }));
  }
  await makePost({ title: 'Brouillon', status: 'draft', createdAt: daysFrom(now, 0) });
  await makePost({ title: 'Futur', status: 'scheduled', scheduled_at: daysFrom(now, 1), createdAt: daysFrom(now, 0) });
});

const ids = (posts: PostSummary[]) => posts.map((post) => post.id);

describe('listPublicPostsPage', () => {
  it('cuts the public articles, newest first, into pages and counts them all', async () => {
    const first = await listPublicPostsPage(1, 3, now);
    const third = await listPublicPostsPage(3, 3, now);
    expect(first.total).toBe(7);
    expect(ids(first.posts)).toEqual(ids(published.slice(0, 3)));
    expect(ids(third.posts)).toEqual(ids(published.slice(6)));
    expect((await listPublicPostsPage(4, 3, now)).posts).toEqual([]);
  });

  it('gives the same articles, page after page, as the whole list', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => listPublicPostsPage(page, 3, now)));
    expect(pages.flatMap((page) => ids(page.posts))).toEqual(ids(await listPublicPosts(now)));
  });
});

describe('listHomePreviewCandidates', () => {
  it('returns the pinned public articles and the most recent ones, no draft or future article', async () => {
    const pinnedOld = await makePost({ slug: `epingle-${crypto.randomUUID()}`, createdAt: daysFrom(now, -400) });
    const candidates = await listHomePreviewCandidates([pinnedOld.slug, 'absent'], 2, now);
    expect(new Set(ids(candidates))).toEqual(new Set([pinnedOld.id, nth(0).id, nth(1).id]));
  });

  it('ranks a scheduled article whose date has come by that date', async () => {
    const justLive = await makePost({
      status: 'scheduled',
      scheduled_at: daysFrom(now, -0.01),
      createdAt: daysFrom(now, -30),
    });
    const candidates = await listHomePreviewCandidates([], 1, now);
    expect(ids(candidates)).toEqual([justLive.id]);
  });
});
