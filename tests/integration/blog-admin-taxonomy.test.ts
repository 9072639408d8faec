import { describe, expect, it } from 'vitest';
import { deleteTaxonomyItem, saveTaxonomyItem } from '@/server/actions/taxonomy-admin';
import { getPostForStaff } from '@/server/blog/posts';
import { listAuthorsWithUsage, listCategoriesWithUsage, listTagsWithUsage } from '@/server/blog/taxonomy';
import { makeAuthor, makeCategory, makePost, makeTag } from '../support/factories';

/** An admin's save: only admins link an author to a staff account by its e-mail (decision 032). */
const AS_ADMIN = { mayLinkAccounts: true };

async function created(result: Awaited<ReturnType<typeof saveTaxonomyItem>>): Promise<string> {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

describe('categories', () => {
  it('creates, renames and recolours a category', async () => {
    const id = await created(
      await saveTaxonomyItem('category', { name: 'Gynécologie', color: '#0f766e' }, null, AS_ADMIN),
    );
    await created(await saveTaxonomyItem('category', { name: 'Gynécologie médicale', color: '#b91c1c' }, id, AS_ADMIN));
    const category = (await listCategoriesWithUsage()).find((candidate) => candidate.id === id);
    expect(category).toEqual({
      id,
      name: 'Gynécologie médicale',
      color: '#B91C1C',
      slug: 'gynecologie-medicale',
      introduction: null,
      service_slug: null,
      post_count: 0,
    });
  });

  it('refuses a name already used, whatever its case and accents, but keeps its own name', async () => {
    const existing = await makeCategory({ name: 'Échographie pelvienne' });
    expect(
      await saveTaxonomyItem('category', { name: 'echographie PELVIENNE', color: '#000000' }, null, AS_ADMIN),
    ).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { name: 'Une catégorie porte déjà ce nom' },
    });
    expect(
      (await saveTaxonomyItem('category', { name: 'Échographie pelvienne', color: '#111111' }, existing.id, AS_ADMIN))
        .ok,
    ).toBe(true);
  });

  it('refuses to delete a category in use, saying how many articles use it', async () => {
    const category = await makeCategory();
    await makePost({ category_id: category.id });
    await makePost({ category_id: category.id, status: 'draft' });
    expect(await deleteTaxonomyItem('category', category.id)).toEqual({
      ok: false,
      message: 'Impossible de supprimer cette catégorie : 2 articles l’utilisent.',
      fieldErrors: {},
    });
    expect((await listCategoriesWithUsage()).find((candidate) => candidate.id === category.id)?.post_count).toBe(2);
  });

  it('deletes an unused category', async () => {
    const category = await makeCategory();
    expect(await deleteTaxonomyItem('category', category.id)).toEqual({ ok: true });
    expect((await listCategoriesWithUsage()).some((candidate) => candidate.id === category.id)).toBe(false);
  });
});

describe('authors', () => {
  it('creates and edits an author with email and bio', async () => {
    const id = await created(await saveTaxonomyItem('author', { name: 'Dr Test', email: '', bio: '' }, null, AS_ADMIN));
    await created(
      await saveTaxonomyItem('author', { name: 'Dr Test', email: 'dr@cabinet.example', bio: 'Médecin.' }, id, AS_ADMIN),
    );
    expect((await listAuthorsWithUsage()).find((author) => author.id === id)).toMatchObject({
      id,
      name: 'Dr Test',
      slug: 'dr-test',
      email: 'dr@cabinet.example',
      bio: 'Médecin.',
      post_count: 0,
    });
  });

  it('refuses to delete an author of one article', async () => {
    const author = await makeAuthor();
    await makePost({ author_id: author.id });
    expect(await deleteTaxonomyItem('author', author.id)).toEqual({
      ok: false,
      message: 'Impossible de supprimer cet auteur : 1 article l’utilise.',
      fieldErrors: {},
    });
  });

  it('refuses a duplicate author name and a bad email', async () => {
    const author = await makeAuthor();
    expect(await saveTaxonomyItem('author', { name: author.name, email: '', bio: '' }, null, AS_ADMIN)).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { name: 'Un auteur porte déjà ce nom' },
    });
    expect(await saveTaxonomyItem('author', { name: 'Autre', email: 'x@', bio: '' }, null, AS_ADMIN)).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { email: 'Adresse email invalide' },
    });
  });
});

describe('tags', () => {
  it('deleting a tag removes it from its articles, which stay', async () => {
    const [kept, removed] = await Promise.all([makeTag(), makeTag()]);
    const post = await makePost({ tag_ids: [kept.id, removed.id] });
    expect((await listTagsWithUsage()).find((tag) => tag.id === removed.id)?.post_count).toBe(1);
    expect(await deleteTaxonomyItem('tag', removed.id)).toEqual({ ok: true });
    const after = await getPostForStaff(post.id);
    expect(after?.tags.map((tag) => tag.id)).toEqual([kept.id]);
  });

  it('refuses an empty or duplicate tag name', async () => {
    const tag = await makeTag({ name: 'Contraception' });
    expect(await saveTaxonomyItem('tag', { name: ' ' }, null, AS_ADMIN)).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { name: 'Le nom est obligatoire' },
    });
    expect(await saveTaxonomyItem('tag', { name: 'contraception' }, null, AS_ADMIN)).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { name: 'Une étiquette porte déjà ce nom' },
    });
    expect((await saveTaxonomyItem('tag', { name: 'Contraception' }, tag.id, AS_ADMIN)).ok).toBe(true);
  });

  it('reports an item deleted meanwhile', async () => {
    expect(await deleteTaxonomyItem('tag', crypto.randomUUID())).toEqual({
      ok: false,
      message: 'Cet élément n’existe plus',
      fieldErrors: {},
    });
    expect(await deleteTaxonomyItem('category', crypto.randomUUID())).toEqual({
      ok: false,
      message: 'Cet élément n’existe plus',
      fieldErrors: {},
    });
  });
});
