import { describe, expect, it } from 'vitest';
import { saveTaxonomyItem } from '@/server/actions/taxonomy-admin';
import { updateTag } from '@/server/blog/taxonomy';
import {
  getPublicCategoryPage,
  getPublicTagPage,
  listLatestPublicPostsForService,
  listPublicTopicPages,
} from '@/server/blog/topics';
import { daysFrom, makeCategory, makePost, makeTag } from '../support/factories';

/** Topic pages on both engines (decision 048). */
const now = new Date();

describe('category pages', () => {
  it('lists the public articles of the category newest first, a page at a time, with its introduction', async () => {
    const category = await makeCategory({ introduction: 'Ce que le cabinet écrit sur ce sujet.' });
    const older = await makePost({ category_id: category.id, createdAt: daysFrom(now, -3) });
    const newer = await makePost({ category_id: category.id, createdAt: daysFrom(now, -1) });
    await makePost({ category_id: category.id, status: 'draft' });
    await makePost({ category_id: category.id, status: 'scheduled', scheduled_at: daysFrom(now, 2) });
    await makePost();

    const first = await getPublicCategoryPage(category.slug, 1, 1, now);
    expect(first?.topic).toMatchObject({ name: category.name, introduction: 'Ce que le cabinet écrit sur ce sujet.' });
    expect(first?.total).toBe(2);
    expect(first?.posts.map((post) => post.id)).toEqual([newer.id]);
    expect((await getPublicCategoryPage(category.slug, 2, 1, now))?.posts.map((post) => post.id)).toEqual([older.id]);
  });

  it('is no page while the category has no public article, and none for an unknown address', async () => {
    const category = await makeCategory();
    await makePost({ category_id: category.id, status: 'draft' });
    expect(await getPublicCategoryPage(category.slug, 1, 9, now)).toBeNull();
    expect(await getPublicCategoryPage('aucune-categorie', 1, 9, now)).toBeNull();
  });

  it('makes the address from the name, with -2 when another category has it, and lets staff change it', async () => {
    const first = await makeCategory({ name: 'Vie à deux' });
    const second = await makeCategory({ name: 'Vie à deux !' });
    expect([first.slug, second.slug]).toEqual(['vie-a-deux', 'vie-a-deux-2']);
    const saved = await saveTaxonomyItem(
      'category',
      { name: 'Vie à deux !', color: '#0F766E', slug: 'vie-a-deux' },
      second.id,
      { mayLinkAccounts: true },
    );
    expect(saved).toMatchObject({
      ok: false,
      fieldErrors: { slug: 'Cette adresse de page est déjà prise par une autre catégorie' },
    });
  });

  it('refuses an introduction longer than 1500 characters in French', async () => {
    const saved = await saveTaxonomyItem(
      'category',
      { name: 'Trop longue', color: '#0F766E', introduction: 'a'.repeat(1501) },
      null,
      { mayLinkAccounts: true },
    );
    expect(saved).toMatchObject({
      ok: false,
      fieldErrors: { introduction: 'L’introduction ne peut pas dépasser 1500 caractères' },
    });
  });
});

describe('tag pages', () => {
  it('lists the public articles carrying the tag and follows its name when renamed', async () => {
    const tag = await makeTag({ name: `Ménopause ${crypto.randomUUID().slice(0, 6)}` });
    const post = await makePost({ tag_ids: [tag.id] });
    await makePost({ tag_ids: [tag.id], status: 'draft' });
    const page = await getPublicTagPage(tag.slug, 1, 9, now);
    expect(page?.total).toBe(1);
    expect(page?.posts.map((item) => item.id)).toEqual([post.id]);

    const renamed = `Bouffées ${crypto.randomUUID().slice(0, 6)}`;
    await updateTag(tag.id, { name: renamed });
    expect(await getPublicTagPage(tag.slug, 1, 9, now)).toBeNull();
    expect((await getPublicTagPage(`bouffees-${renamed.slice(-6)}`, 1, 9, now))?.topic.name).toBe(renamed);
  });
});

describe('topic pages in the sitemap', () => {
  it('counts only public articles per category and tag', async () => {
    const category = await makeCategory();
    const tag = await makeTag();
    await makePost({ category_id: category.id, tag_ids: [tag.id] });
    await makePost({ category_id: category.id, tag_ids: [tag.id], status: 'draft' });
    const pages = await listPublicTopicPages(now);
    expect(pages.categories.find((entry) => entry.slug === category.slug)?.articles).toBe(1);
    expect(pages.tags.find((entry) => entry.slug === tag.slug)?.articles).toBe(1);
    expect(pages.categories.find((entry) => entry.slug === category.slug)?.lastModified).toMatch(/Z$/);
  });
});

describe('service pages', () => {
  it('show the newest public articles of the categories tied to the service, and those categories', async () => {
    const service = 'medecine-generale';
    const category = await makeCategory({ service_slug: service });
    const empty = await makeCategory({ service_slug: service });
    const before = await listLatestPublicPostsForService(service, 3, now);
    const post = await makePost({ category_id: category.id, createdAt: daysFrom(now, 1) });
    await makePost({ category_id: empty.id, status: 'draft', createdAt: daysFrom(now, 2) });
    const after = await listLatestPublicPostsForService(service, 3, now);
    expect(after.posts[0]?.id).toBe(post.id);
    expect(after.categories.map((item) => item.slug)).toContain(category.slug);
    expect(after.categories.map((item) => item.slug)).not.toContain(empty.slug);
    expect(before.posts.map((item) => item.id)).not.toContain(post.id);
  });
});
