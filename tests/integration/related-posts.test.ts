import { expect, it } from 'vitest';
import { listRelatedPublicPosts } from '@/server/blog/related-posts';
import { daysFrom, makeCategory, makePost, makeTag } from '../support/factories';

// « Articles Recommandés » (decision 042).
it('orders the other public articles by shared category and tags, then newest, never an unpublished one nor the article itself', async () => {
  const now = new Date();
  const [category, other] = [await makeCategory(), await makeCategory()];
  const [first, second] = [await makeTag(), await makeTag()];
  const article = await makePost({
    category_id: category.id,
    tag_ids: [first.id, second.id],
    createdAt: daysFrom(now, -1),
  });
  const newest = await makePost({ category_id: other.id, createdAt: daysFrom(now, -0.5) });
  const sameCategory = await makePost({ category_id: category.id, createdAt: daysFrom(now, -30) });
  const categoryAndTag = await makePost({
    category_id: category.id,
    tag_ids: [first.id],
    createdAt: daysFrom(now, -40),
  });
  const twoTags = await makePost({
    category_id: other.id,
    tag_ids: [first.id, second.id],
    createdAt: daysFrom(now, -20),
  });
  await makePost({ category_id: category.id, tag_ids: [first.id, second.id], status: 'draft' });
  await makePost({
    category_id: category.id,
    tag_ids: [first.id, second.id],
    status: 'scheduled',
    scheduled_at: daysFrom(now, 1),
  });
  const related = await listRelatedPublicPosts(
    { id: article.id, category_id: category.id, tagIds: [first.id, second.id] },
    4,
    now,
  );
  // Two shared (category and a tag, or two tags) before one (the category), before none: ties by newest.
  expect(related.map((post) => post.id)).toEqual([twoTags.id, categoryAndTag.id, sameCategory.id, newest.id]);
});
