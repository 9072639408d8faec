import './auth-helpers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { readPublicContentVersion } from '@/front-server/bundled/content-stamp';
import { getPublicPostBySlug, getPostForStaff, listPostsForStaff, listPublicPosts } from '@/server/blog/posts';
import { listRelatedPublicPosts } from '@/server/blog/related-posts';
import { getPublicTagPage } from '@/server/blog/topics';
import { listTrash, moveToTrash, purgeExpiredTrash, restoreFromTrash } from '@/server/blog/trash';
import { searchPublicArticles } from '@/server/search/public-search';
import { currentSearchIndex } from '@/server/search/search-index';
import { planSearch } from '@/lib/search/query';
import { db } from '@/server/db/client';
import { daysFrom, makeCategory, makePost, makeTag } from '../support/factories';
import { signInCookie, staffWithStrongPassword, uniqueEmail } from './auth-helpers';

/**
 * The Corbeille: a deleted article leaves every public read and the staff's list for 30 days,
 * comes back as it was when an admin restores it, and is deleted for good after. The actions run
 * through their real guards; only Next's request-scope parts are replaced.
 */
const requestHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders.current,
  cookies: async () => ({ get: () => undefined, getAll: () => [], has: () => false, set: () => {}, delete: () => {} }),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined }));

const actions = () => import('@/app/admin/(protected)/blog/actions');
const now = new Date('2026-11-28T10:00:00.000Z');
let editorCookie = '';
let adminCookie = '';

beforeAll(async () => {
  const editor = uniqueEmail('editor');
  const admin = uniqueEmail('admin');
  await staffWithStrongPassword({ email: editor, name: 'Salma Rédactrice', role: 'editor' });
  await staffWithStrongPassword({ email: admin, name: 'Nadia Admin', role: 'admin' });
  editorCookie = await signInCookie(editor);
  adminCookie = await signInCookie(admin);
});

const signedInAs = (cookie: string) => {
  requestHeaders.current = new Headers({ cookie, 'x-admin-path': '/admin/blog' });
};

async function articleWithNeighbour(word: string) {
  const category = await makeCategory({ name: `Rubrique ${word}` });
  const tag = await makeTag({ name: `Étiquette ${word}` });
  const common = { category_id: category.id, tag_ids: [tag.id] };
  const post = await makePost({ ...common, title: `Article ${word}`, slug: `article-${word}` });
  const neighbour = await makePost({ ...common, title: `Voisin ${word}` });
  return { post, neighbour, tagSlug: tag.slug };
}

async function publicSearch(word: string): Promise<string[]> {
  const index = await currentSearchIndex();
  const plan = planSearch(word, index.synonyms);
  if (!plan) throw new Error(`nothing to search in ${word}`);
  return (await searchPublicArticles(index, plan, 1, 10)).hits.map((hit) => hit.id);
}

describe('deleting an article', () => {
  it('takes it off every public read and the staff’s list, into the Corbeille, and moves the public version', async () => {
    const { post, neighbour, tagSlug } = await articleWithNeighbour('tortue');
    expect(await publicSearch('tortue')).toContain(post.id);
    const versionBefore = await readPublicContentVersion();
    signedInAs(editorCookie);
    expect(await (await actions()).deletePostAction(post.id)).toEqual({ ok: true });
    expect(await readPublicContentVersion()).not.toBe(versionBefore);
    expect(await getPublicPostBySlug(post.slug)).toBeNull();
    expect((await listPublicPosts()).map((p) => p.id)).not.toContain(post.id);
    const related = await listRelatedPublicPosts(
      { id: neighbour.id, category_id: neighbour.category_id, tagIds: neighbour.tags.map((t) => t.id) },
      5,
    );
    expect(related.map((p) => p.id)).not.toContain(post.id);
    expect((await getPublicTagPage(tagSlug, 1, 10))?.posts.map((p) => p.id)).toEqual([neighbour.id]);
    expect(await publicSearch('tortue')).not.toContain(post.id);
    expect((await listPostsForStaff({ limit: 500 })).posts.map((p) => p.id)).not.toContain(post.id);
    expect(await getPostForStaff(post.id)).toBeNull();
    expect((await listTrash()).map((t) => ({ id: t.id, slug: t.slug }))).toContainEqual({
      id: post.id,
      slug: post.slug,
    });
  });

  it('a new article with the same title does not take the slug of one in the Corbeille', async () => {
    const post = await makePost({ title: 'Le hérisson', slug: 'le-herisson' });
    await moveToTrash(post.id);
    const { slugOwner } = await import('@/server/blog/slug-owner');
    expect(await slugOwner('blog_posts', 'le-herisson')).toBe(post.id);
  });
});

describe('restoring an article', () => {
  it('brings it back as it was, at its address, for admins', async () => {
    const { post } = await articleWithNeighbour('loutre');
    await moveToTrash(post.id);
    signedInAs(adminCookie);
    const versionBefore = await readPublicContentVersion();
    expect(await (await actions()).restorePostAction(post.id)).toEqual({ ok: true });
    expect(await readPublicContentVersion()).not.toBe(versionBefore);
    expect(await getPublicPostBySlug(post.slug)).toEqual(post);
    expect(await publicSearch('loutre')).toContain(post.id);
    expect((await listTrash()).map((t) => t.id)).not.toContain(post.id);
  });

  it('is refused to editors: the article stays in the Corbeille', async () => {
    const post = await makePost();
    await moveToTrash(post.id);
    signedInAs(editorCookie);
    await expect((await actions()).restorePostAction(post.id)).rejects.toThrow();
    expect(await getPublicPostBySlug(post.slug)).toBeNull();
    expect((await listTrash()).map((t) => t.id)).toContain(post.id);
  });

  it('answers in French for an article that is not in the Corbeille', async () => {
    const post = await makePost();
    signedInAs(adminCookie);
    expect(await (await actions()).restorePostAction(post.id)).toMatchObject({
      ok: false,
      message: 'Cet article n’est plus dans la Corbeille.',
    });
    expect(await restoreFromTrash(post.id)).toBe(false);
  });
});

const stillStored = async (id: string) =>
  (await db().selectFrom('blog_posts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

describe('after 30 days in the Corbeille', () => {
  it('an article is deleted for good, with its revisions and tag links; a younger one stays', async () => {
    const tag = await makeTag({ name: 'Étiquette purgée' });
    const old = await makePost({ tag_ids: [tag.id] });
    const young = await makePost();
    await moveToTrash(old.id, now);
    await moveToTrash(young.id, new Date(daysFrom(now, 2)));
    const at30Days = new Date(daysFrom(now, 30));
    expect((await listTrash(at30Days)).map((t) => t.id)).toContain(old.id);
    await purgeExpiredTrash(at30Days);
    expect(await stillStored(old.id)).toBe(true);
    const later = new Date(daysFrom(now, 31));
    expect((await listTrash(later)).map((t) => t.id)).toEqual(expect.not.arrayContaining([old.id]));
    expect(await purgeExpiredTrash(later)).toBeGreaterThanOrEqual(1);
    const left = async (table: 'blog_posts' | 'blog_post_tags' | 'blog_post_revisions', column: string) =>
      db()
        .selectFrom(table)
        .select(column as never)
        .where(column as never, '=', old.id as never)
        .execute();
    expect(await left('blog_posts', 'id')).toEqual([]);
    expect(await left('blog_post_tags', 'blog_post_id')).toEqual([]);
    expect(await left('blog_post_revisions', 'blog_post_id')).toEqual([]);
    expect((await listTrash(later)).map((t) => t.id)).toContain(young.id);
  });
});
