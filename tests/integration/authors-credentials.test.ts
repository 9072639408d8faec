import { describe, expect, it } from 'vitest';
import { listAuthors } from '@/server/blog/taxonomy';
import { AUTHOR_SLUG_TAKEN_MESSAGE, saveTaxonomyItem } from '@/server/actions/taxonomy-admin';
import { getPublicAuthorBySlug, listPublicAuthorPages } from '@/server/blog/public-authors';
import { getPublicPostBySlug } from '@/server/blog/posts';
import { daysFrom, makeAuthor, makePost } from '../support/factories';

/** An admin's save: only admins link an author to a staff account by its e-mail (decision 032). */
const AS_ADMIN = { mayLinkAccounts: true };

const form = {
  name: 'Nadia Démo',
  slug: '',
  email: 'nadia.demo@cabinet.example',
  bio: 'Médecin généraliste.',
  title: 'Dr',
  qualifications: 'Doctorat en médecine\n\n  DU de médecine psychosomatique  ',
  specialities: 'Médecine générale',
  registration_number: 'DEMO-0002',
  photo_url: '/uploads/photo.webp',
  is_health_professional: true,
};

async function createdId(result: Awaited<ReturnType<typeof saveTaxonomyItem>>): Promise<string> {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

describe('authors with credentials', () => {
  it('stores title, credentials one per line, registration number, photo and a slug from the name', async () => {
    const id = await createdId(await saveTaxonomyItem('author', form, null, AS_ADMIN));
    expect((await listAuthors()).find((author) => author.id === id)).toEqual({
      id,
      name: 'Nadia Démo',
      slug: 'nadia-demo',
      email: 'nadia.demo@cabinet.example',
      bio: 'Médecin généraliste.',
      title: 'Dr',
      qualifications: ['Doctorat en médecine', 'DU de médecine psychosomatique'],
      specialities: ['Médecine générale'],
      registration_number: 'DEMO-0002',
      photo_url: '/uploads/photo.webp',
      is_health_professional: true,
    });
  });

  it('refuses a slug another author has, and keeps its own on edit', async () => {
    const other = await makeAuthor({ slug: 'karim-exemple' });
    expect(
      await saveTaxonomyItem('author', { ...form, name: 'Karim Autre', slug: 'karim-exemple' }, null, AS_ADMIN),
    ).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: { slug: AUTHOR_SLUG_TAKEN_MESSAGE },
    });
    expect(
      (await saveTaxonomyItem('author', { ...form, name: other.name, slug: 'karim-exemple' }, other.id, AS_ADMIN)).ok,
    ).toBe(true);
  });

  it('validates the slug like an article slug, and refuses a photo address that is not ours or https', async () => {
    const result = await saveTaxonomyItem(
      'author',
      { ...form, slug: 'Dr Démo', photo_url: 'javascript:alert(1)' },
      null,
      AS_ADMIN,
    );
    expect(result).toEqual({
      ok: false,
      message: 'Certains champs sont à corriger.',
      fieldErrors: {
        slug: 'L’adresse de la page ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets',
        photo_url: 'L’adresse de l’image n’est pas valide',
      },
    });
  });

  it.each(['/\\evil.example/p.png', '//evil.example/p.png', '/\t/evil.example/p.png', '/%5Cevil.example/p.png'])(
    'refuses the photo address %j, which leads to another host, in French',
    async (photo_url) => {
      expect(await saveTaxonomyItem('author', { ...form, photo_url }, null, AS_ADMIN)).toEqual({
        ok: false,
        message: 'Certains champs sont à corriger.',
        fieldErrors: { photo_url: 'L’adresse de l’image n’est pas valide' },
      });
    },
  );

  it('reads a photo or featured image stored before the rule as none: no page, card or og:image shows it', async () => {
    const author = await makeAuthor({ photo_url: '/\\evil.example/p.png' });
    const post = await makePost({ author_id: author.id, featured_image_url: '/\t/evil.example/p.png' });
    expect((await listAuthors()).find((item) => item.id === author.id)?.photo_url).toBeNull();
    expect((await getPublicPostBySlug(post.slug))?.featured_image_url).toBeNull();
  });
});

describe('public author pages', () => {
  const now = new Date('2026-06-15T10:00:00.000Z');

  it('list only the author’s public articles, newest first', async () => {
    const author = await makeAuthor();
    await makePost({ author_id: author.id, title: 'Ancien', createdAt: daysFrom(now, -20) });
    await makePost({ author_id: author.id, title: 'Récent', createdAt: daysFrom(now, -2) });
    await makePost({ author_id: author.id, title: 'Brouillon', status: 'draft' });
    await makePost({ author_id: author.id, title: 'Programmé', status: 'scheduled', scheduled_at: daysFrom(now, 3) });
    const page = await getPublicAuthorBySlug(author.slug, now);
    expect(page?.author.id).toBe(author.id);
    expect(page?.posts.map((post) => post.title)).toEqual(['Récent', 'Ancien']);
  });

  it('do not exist for an author without a public article, or an unknown slug', async () => {
    const author = await makeAuthor();
    await makePost({ author_id: author.id, status: 'draft' });
    await makePost({ author_id: author.id, status: 'archived' });
    expect(await getPublicAuthorBySlug(author.slug, now)).toBeNull();
    expect(await getPublicAuthorBySlug('personne', now)).toBeNull();
  });

  it('are in the sitemap list only while the author has a public article', async () => {
    const [visible, hidden] = await Promise.all([makeAuthor(), makeAuthor()]);
    await makePost({ author_id: visible.id });
    await makePost({ author_id: hidden.id, status: 'draft' });
    const slugs = (await listPublicAuthorPages(now)).map((page) => page.slug);
    expect(slugs).toContain(visible.slug);
    expect(slugs).not.toContain(hidden.slug);
  });
});
