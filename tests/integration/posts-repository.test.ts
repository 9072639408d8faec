import { beforeAll, describe, expect, it } from 'vitest';
import type { PostDetail } from '@/lib/blog/post-types';
import {
  countPostsByStatusForStaff,
  getPostForStaff,
  getPublicPostBySlug,
  listPostsForStaff,
  listPublicPosts,
  totalViewsForStaff,
} from '@/server/blog/posts';
import { updatePost } from '@/server/blog/post-writes';
import { moveToTrash } from '@/server/blog/trash';
import { daysFrom, makeAuthor, makeCategory, makePost, makeTag } from '../support/factories';

const now = new Date();
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
let echo: PostDetail;
let stress: PostDetail;
let draft: PostDetail;
let percent: PostDetail;
let categoryId: string;

beforeAll(async () => {
  const author = await makeAuthor({ name: 'Dr Amina Benali', email: 'amina@cabinet.example', bio: 'Échographiste.' });
  const category = await makeCategory({ name: 'Imagerie', color: '#0F766E' });
  categoryId = category.id;
  const tagB = await makeTag({ name: 'Échographie' });
  const tagA = await makeTag({ name: 'Abdomen' });
  echo = await makePost({
    title: "L'Échographie clinique expliquée",
    slug: 'echographie-clinique-test',
    content: '<p>Une ÉCHOGRAPHIE abdominale dure 20 à 30 minutes.</p>',
    excerpt: 'Comprendre l’examen.',
    status: 'published',
    author_id: author.id,
    category_id: category.id,
    tag_ids: [tagB.id, tagA.id],
    featured: true,
    allow_comments: false,
    viewsCount: 120,
    meta_title: 'Échographie',
    meta_description: 'Tout sur l’échographie.',
    featured_image_url: '/images/articles/echographie.svg',
    featured_image_alt: 'Sonde d’échographie',
    published_at: daysFrom(now, -2),
    createdAt: daysFrom(now, -2),
  });
  stress = await makePost({
    title: 'Stress et corps',
    slug: 'stress-et-corps-test',
    content: 'Le stress chronique agit sur le sommeil.',
    status: 'published',
    viewsCount: 30,
    createdAt: daysFrom(now, -1),
  });
  draft = await makePost({
    title: 'Brouillon sur le sommeil',
    status: 'draft',
    category_id: category.id,
    createdAt: daysFrom(now, -5),
  });
  percent = await makePost({ title: 'Efficace à 99% des cas', status: 'archived', createdAt: daysFrom(now, -4) });
});

describe('public reads', () => {
  it('orders public articles by created_at, newest first', async () => {
    expect((await listPublicPosts(now)).map((post) => post.slug)).toEqual([stress.slug, echo.slug]);
  });

  it('returns the exact same plain shape on every engine', async () => {
    const [summary] = (await listPublicPosts(now)).filter((post) => post.id === echo.id);
    expect(summary).toEqual({
      id: echo.id,
      title: "L'Échographie clinique expliquée",
      slug: 'echographie-clinique-test',
      excerpt: 'Comprendre l’examen.',
      featured_image_url: '/images/articles/echographie.svg',
      featured_image_alt: 'Sonde d’échographie',
      status: 'published',
      featured: true,
      views_count: 120,
      reading_time: 1,
      published_at: daysFrom(now, -2),
      scheduled_at: null,
      created_at: daysFrom(now, -2),
      updated_at: daysFrom(now, -2),
      content_updated_at: null,
      reviewed_at: null,
      author: { id: echo.author_id, name: 'Dr Amina Benali' },
      category: { id: categoryId, name: 'Imagerie', color: '#0F766E', slug: 'imagerie' },
    });
  });

  it('joins author details, category and tags (by name) on the article', async () => {
    const detail = await getPublicPostBySlug(echo.slug, now);
    expect(detail).toMatchObject({
      content: '<p>Une ÉCHOGRAPHIE abdominale dure 20 à 30 minutes.</p>',
      meta_title: 'Échographie',
      meta_description: 'Tout sur l’échographie.',
      allow_comments: false,
      author_id: echo.author_id,
      category_id: categoryId,
      author: { id: echo.author_id, name: 'Dr Amina Benali', email: 'amina@cabinet.example', bio: 'Échographiste.' },
      tags: [expect.objectContaining({ name: 'Abdomen' }), expect.objectContaining({ name: 'Échographie' })],
    });
    expect(detail && Object.keys(detail).sort()).toEqual(Object.keys(echo).sort());
  });

  it('gives null author and category when they are absent', async () => {
    const detail = await getPublicPostBySlug(stress.slug, now);
    expect(detail).toMatchObject({ author: null, category: null, author_id: null, category_id: null, tags: [] });
    expect(detail?.created_at).toMatch(ISO);
    expect(typeof detail?.featured).toBe('boolean');
  });
});

describe('staff list', () => {
  it('lists every status, newest first, with the total', async () => {
    const { posts, total } = await listPostsForStaff();
    expect(posts.map((post) => post.slug)).toEqual([stress.slug, echo.slug, percent.slug, draft.slug]);
    expect(total).toBe(4);
  });

  it('filters by status and by category', async () => {
    expect((await listPostsForStaff({ status: 'draft' })).posts.map((post) => post.id)).toEqual([draft.id]);
    const inCategory = await listPostsForStaff({ categoryId });
    expect(inCategory.posts.map((post) => post.id)).toEqual([echo.id, draft.id]);
    expect(inCategory.total).toBe(2);
    expect((await listPostsForStaff({ categoryId, status: 'published' })).posts.map((post) => post.id)).toEqual([
      echo.id,
    ]);
  });

  it.each([
    ['echographie', ['echo']],
    ['ÉCHOGRAPHIE', ['echo']],
    ['Échographie Clinique', ['echo']],
    ['abdominale', ['echo']],
    ['sommeil', ['stress', 'draft']],
    ['STRESS', ['stress']],
    ['99%', ['percent']],
    ['9_%', []],
    ['introuvable', []],
  ])('search %j is case- and accent-insensitive on title and content', async (search, expected) => {
    const ids = { echo: echo.id, stress: stress.id, draft: draft.id, percent: percent.id } as Record<string, string>;
    const { posts, total } = await listPostsForStaff({ search });
    expect(posts.map((post) => post.id)).toEqual(expected.map((key) => ids[key]));
    expect(total).toBe(expected.length);
  });

  it('pages with limit and offset while the total counts every match', async () => {
    const page = await listPostsForStaff({ limit: 2, offset: 1 });
    expect(page.posts.map((post) => post.id)).toEqual([echo.id, percent.id]);
    expect(page.total).toBe(4);
  });

  it('counts posts by status and sums views as numbers', async () => {
    expect(await countPostsByStatusForStaff()).toEqual({ draft: 1, published: 2, scheduled: 0, archived: 1 });
    expect(await totalViewsForStaff()).toBe(150);
  });
});

describe('writes', () => {
  it('updates given fields only, re-derives search text and reading time, replaces tags', async () => {
    const tag = await makeTag({ name: 'Thyroïde' });
    const post = await makePost({ title: 'Avant', content: 'court', tag_ids: [(await makeTag()).id] });
    const longContent = `${'mot '.repeat(450)}Thyroïde`;
    const updated = await updatePost(post.id, { content: longContent, tag_ids: [tag.id], featured: true });
    expect(updated).toMatchObject({
      title: 'Avant',
      reading_time: 3,
      featured: true,
      tags: [{ id: tag.id, name: 'Thyroïde' }],
    });
    expect(Date.parse(updated!.updated_at)).toBeGreaterThanOrEqual(Date.parse(post.updated_at));
    expect((await listPostsForStaff({ search: 'thyroide' })).posts.map((found) => found.id)).toContain(post.id);
    const renamed = await updatePost(post.id, { title: 'Après' });
    expect(renamed?.tags).toEqual([{ id: tag.id, name: 'Thyroïde', slug: 'thyroide' }]);
    expect((await listPostsForStaff({ search: 'apres' })).posts.map((found) => found.id)).toEqual([post.id]);
  });

  it('keeps the post unchanged when a tag does not exist (one transaction)', async () => {
    const tag = await makeTag();
    const post = await makePost({ title: 'Intact', tag_ids: [tag.id] });
    await expect(updatePost(post.id, { title: 'Modifié', tag_ids: [crypto.randomUUID()] })).rejects.toThrow();
    expect(await getPostForStaff(post.id)).toMatchObject({ title: 'Intact', tags: [{ id: tag.id }] });
  });

  it('answers null when updating a missing post, false when deleting one', async () => {
    expect(await updatePost(crypto.randomUUID(), { title: 'X' })).toBeNull();
    expect(await moveToTrash(crypto.randomUUID())).toBe(false);
  });

  it('deletes a post: the editor no longer finds it', async () => {
    const post = await makePost();
    expect(await moveToTrash(post.id)).toBe(true);
    expect(await getPostForStaff(post.id)).toBeNull();
  });
});
