import { describe, expect, it } from 'vitest';
import {
  emptyPostForm,
  fieldErrorsOf,
  formAfterSave,
  postFormFromPost,
  postFormSchema,
  type PostFormValues,
} from './post-form';
import { resolvePostWrite, SCHEDULE_IN_PAST_MESSAGE } from './post-form-write';
import type { PostDetail } from './post-types';

const now = new Date('2026-03-10T09:30:45.123Z');

function form(overrides: Partial<PostFormValues> = {}): PostFormValues {
  return { ...emptyPostForm(), title: 'Échographie : à quoi ça sert ?', content: '<p>Un texte.</p>', ...overrides };
}

function parse(values: unknown) {
  return postFormSchema.safeParse(values);
}

describe('postFormSchema', () => {
  it.each([
    ['title', { title: '   ' }, 'Le titre est obligatoire'],
    ['content', { content: '' }, 'Le contenu est obligatoire'],
    [
      'slug',
      { slug: 'Avec Majuscules' },
      'L’adresse de la page ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets',
    ],
    [
      'slug',
      { slug: 'double--tiret' },
      'L’adresse de la page ne peut contenir que des lettres minuscules sans accents, des chiffres et des tirets',
    ],
    ['featured_image_url', { featured_image_url: 'javascript:alert(1)' }, 'L’adresse de l’image n’est pas valide'],
    ['featured_image_url', { featured_image_url: '//evil.example/x.png' }, 'L’adresse de l’image n’est pas valide'],
    ['scheduled_at', { scheduled_at: '2026-13-01T10:00' }, 'La date de publication n’est pas valide'],
    ['status', { status: 'deleted' }, 'Statut inconnu'],
    ['title', { title: 'Titre\u0001' }, 'Ce champ contient des caractères non autorisés.'],
    ['excerpt', { excerpt: 'Extrait\uFFFF' }, 'Ce champ contient des caractères non autorisés.'],
    ['content', { content: '<p>Texte\u0008</p>' }, 'Ce champ contient des caractères non autorisés.'],
    [
      'featured_image_alt',
      { featured_image_url: '/uploads/a.png', featured_image_alt: 'Photo\uD83D' },
      'Ce champ contient des caractères non autorisés.',
    ],
    [
      'featured_image_url',
      { featured_image_url: '/uploads/a\u0001.png' },
      'Ce champ contient des caractères non autorisés.',
    ],
    ['meta_title', { meta_title: 'SEO\u001F' }, 'Ce champ contient des caractères non autorisés.'],
    ['meta_description', { meta_description: 'SEO\u0000' }, 'Ce champ contient des caractères non autorisés.'],
  ])('refuses a bad %s with its French message', (field, overrides, message) => {
    const result = parse(form(overrides as Partial<PostFormValues>));
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)[field as keyof PostFormValues]).toBe(message);
  });

  it('drops fields outside the whitelist and turns empty strings into nulls', () => {
    const result = parse({ ...form(), views_count: 999, id: 'forged', excerpt: '  ' });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data).not.toHaveProperty('views_count');
    expect(result.data).not.toHaveProperty('id');
    expect(result.data.excerpt).toBeNull();
    expect(result.data.author_id).toBeNull();
  });

  it('reads the schedule as Casablanca wall time', () => {
    const result = parse(form({ status: 'scheduled', scheduled_at: '2026-07-01T10:15' }));
    expect(result.success && result.data.scheduled_at).toBe('2026-07-01T09:15:00.000Z');
  });

  it('accepts uploaded and https images', () => {
    expect(parse(form({ featured_image_url: '/uploads/1700000000000-ab12.jpg' })).success).toBe(true);
    expect(parse(form({ featured_image_url: 'https://cdn.example.com/a.webp' })).success).toBe(true);
  });
});

function resolve(values: Partial<PostFormValues>, intent: 'save' | 'publish') {
  const parsed = postFormSchema.parse(form(values));
  return resolvePostWrite(parsed, intent, now);
}

describe('resolvePostWrite (spec section 4)', () => {
  it.each([
    ['draft', 'save', 'draft', null],
    ['published', 'save', 'draft', null],
    ['archived', 'save', 'archived', null],
    ['draft', 'publish', 'published', now.toISOString()],
    ['scheduled', 'publish', 'published', now.toISOString()],
    ['archived', 'publish', 'published', now.toISOString()],
  ] as const)('status %s with %s gives %s, published_at %s', (chosen, intent, status, publishedAt) => {
    const result = resolve({ status: chosen, scheduled_at: '2026-04-01T08:00' }, intent);
    expect(result.ok && result.write.status).toBe(status);
    expect(result.ok && result.write.published_at).toBe(publishedAt);
  });

  it.each(['stage', 'publish_changes'] as const)(
    "'%s' of a live article keeps its original publication date",
    (intent) => {
      const parsed = postFormSchema.parse(form({ status: 'draft' }));
      const live = '2025-01-10T09:00:00.000Z';
      const result = resolvePostWrite(parsed, intent, now, live);
      expect(result).toMatchObject({ ok: true, write: { status: 'published', published_at: live } });
      expect(resolvePostWrite(parsed, 'publish', now, live)).toMatchObject({
        ok: true,
        write: { published_at: now.toISOString() },
      });
    },
  );

  it('keeps a schedule with its date and no publication date', () => {
    const result = resolve({ status: 'scheduled', scheduled_at: '2026-04-01T08:00' }, 'save');
    expect(result).toMatchObject({
      ok: true,
      write: { status: 'scheduled', scheduled_at: '2026-04-01T07:00:00.000Z', published_at: null },
    });
  });

  it('refuses a schedule without a date', () => {
    expect(resolve({ status: 'scheduled', scheduled_at: '' }, 'save')).toEqual({
      ok: false,
      errors: { scheduled_at: 'La date de publication est obligatoire pour un article programmé' },
    });
  });

  it('refuses a scheduled date in the past, to the minute, and accepts one a minute ahead', () => {
    const parsed = (typed: string) => postFormSchema.parse(form({ status: 'scheduled', scheduled_at: typed }));
    const at = new Date('2026-04-01T07:00:00.000Z'); // 08:00 in Casablanca
    expect(resolvePostWrite(parsed('2020-04-01T08:00'), 'save', at)).toEqual({
      ok: false,
      errors: { scheduled_at: SCHEDULE_IN_PAST_MESSAGE },
    });
    expect(resolvePostWrite(parsed('2026-04-01T08:00'), 'save', at)).toEqual({
      ok: false,
      errors: { scheduled_at: SCHEDULE_IN_PAST_MESSAGE },
    });
    expect(resolvePostWrite(parsed('2026-04-01T08:01'), 'save', at)).toMatchObject({
      ok: true,
      write: { status: 'scheduled' },
    });
    // 'Publier' publishes now: the date typed for the schedule no longer matters.
    expect(resolvePostWrite(parsed('2020-04-01T08:00'), 'publish', at)).toMatchObject({
      ok: true,
      write: { status: 'published' },
    });
  });

  it('makes the slug from the title when it is empty', () => {
    const result = resolve({ slug: '' }, 'save');
    expect(result.ok && result.write.slug).toBe('echographie-a-quoi-ca-sert');
  });

  it('refuses a title that gives no slug', () => {
    const result = resolve({ title: '???', slug: '' }, 'save');
    expect(result.ok).toBe(false);
  });

  it('drops the alternative text when there is no image', () => {
    const result = resolve({ featured_image_alt: 'Une sonde', featured_image_url: '' }, 'save');
    expect(result.ok && result.write.featured_image_alt).toBeNull();
  });
});

describe('postFormFromPost', () => {
  it('fills the editor from a loaded article, schedule cut to the minute', () => {
    const post = {
      title: 'T',
      slug: 't',
      excerpt: null,
      content: 'c',
      featured_image_url: null,
      featured_image_alt: null,
      status: 'scheduled',
      scheduled_at: '2026-05-02T12:34:56.789Z',
      meta_title: null,
      meta_description: null,
      author_id: 'a1',
      category_id: null,
      featured: true,
      allow_comments: false,
      tags: [{ id: 't1', name: 'Couple' }],
      reviewer_id: 'a2',
      reviewed_at: '2026-04-30T11:00:00.000Z',
      sources: [{ title: 'OMS', url: 'https://www.who.int/fr', publisher: null, year: 2024 }],
    } as unknown as PostDetail;
    expect(postFormFromPost(post)).not.toHaveProperty('reviewed_at');
    expect(postFormFromPost(post)).toMatchObject({
      excerpt: '',
      scheduled_at: '2026-05-02T13:34',
      author_id: 'a1',
      category_id: '',
      tag_ids: ['t1'],
      featured: true,
      allow_comments: false,
      reviewer_id: 'a2',
      sources: [{ title: 'OMS', url: 'https://www.who.int/fr', publisher: '', year: '2024' }],
    });
  });
});

describe('formAfterSave', () => {
  const submitted: PostFormValues = { ...emptyPostForm(), title: 'Avant', slug: 'avant', content: '<p>Corps</p>' };
  const stored: PostFormValues = { ...submitted, status: 'published' };

  it('takes what the server stored when nothing was typed while the save was on its way', () => {
    expect(formAfterSave(submitted, submitted, stored)).toEqual(stored);
  });

  it('keeps the fields typed while the save was on its way, as typed', () => {
    const tags = ['t1'];
    const current = { ...submitted, slug: 'nouvelle-adresse', excerpt: 'Tapé pendant', tag_ids: tags };
    expect(formAfterSave(current, submitted, stored)).toEqual({
      ...stored,
      slug: 'nouvelle-adresse',
      excerpt: 'Tapé pendant',
      tag_ids: tags,
    });
  });

  it('always takes the stored body, which the body editor hands over itself', () => {
    const current = { ...submitted, content: '<p>Ancien corps remis avant la pause</p>' };
    expect(formAfterSave(current, submitted, stored).content).toBe('<p>Corps</p>');
  });
});
