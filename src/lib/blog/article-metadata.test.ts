import { describe, expect, it } from 'vitest';
import { articleJsonLd, articleMetadata, articleShareImage } from './article-metadata';
import type { AuthorDetail, PostDetail } from './post-types';

const siteUrl = 'https://cabinet.example';

function author(overrides: Partial<AuthorDetail> = {}): AuthorDetail {
  return {
    id: 'a1',
    name: 'Karim Exemple',
    email: null,
    bio: null,
    slug: 'karim-exemple',
    title: 'Dr',
    qualifications: [],
    specialities: [],
    registration_number: null,
    photo_url: null,
    is_health_professional: true,
    ...overrides,
  };
}

function post(overrides: Partial<PostDetail> = {}): PostDetail {
  return {
    id: 'p1',
    title: 'Communication dans le couple',
    slug: 'communication-couple',
    excerpt: 'Parler de soi sans blesser.',
    content: '<p>Texte</p>',
    featured_image_url: null,
    featured_image_alt: null,
    status: 'published',
    featured: false,
    views_count: 3,
    reading_time: 4,
    published_at: '2026-11-01T09:00:00.000Z',
    scheduled_at: null,
    created_at: '2026-10-30T09:00:00.000Z',
    updated_at: '2026-11-02T09:00:00.000Z',
    meta_title: null,
    meta_description: null,
    allow_comments: true,
    author_id: 'a1',
    category_id: 'c1',
    author: author(),
    category: { id: 'c1', name: 'Santé du couple', color: '#0F766E', slug: 'sante-du-couple' },
    tags: [{ id: 't1', name: 'Couple', slug: 'couple' }],
    reviewed_at: '2026-11-05T11:00:00.000Z',
    reviewer_id: 'a2',
    reviewer: { id: 'a2', name: 'Nadia Démo', title: 'Dr', email: null },
    review_record: null,
    content_updated_at: null,
    sources: [],
    ...overrides,
  };
}

describe('article metadata', () => {
  it('falls back to the title and excerpt when the SEO fields are empty', () => {
    const metadata = articleMetadata(post(), siteUrl);
    expect(metadata.title).toBe('Communication dans le couple');
    expect(metadata.description).toBe('Parler de soi sans blesser.');
  });

  it('prefers meta_title and meta_description', () => {
    const metadata = articleMetadata(post({ meta_title: 'Titre SEO', meta_description: 'Description SEO' }), siteUrl);
    expect(metadata.title).toBe('Titre SEO');
    expect(metadata.description).toBe('Description SEO');
  });

  it('has a canonical URL on SITE_URL and Open Graph in locale fr_MA', () => {
    const metadata = articleMetadata(post(), siteUrl);
    expect(metadata.alternates?.canonical).toBe('https://cabinet.example/blog/communication-couple');
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      locale: 'fr_MA',
      publishedTime: '2026-11-01T09:00:00.000Z',
    });
  });

  it('leaves characters XML 1.0 forbids out of the head, however the article was stored', () => {
    const metadata = articleMetadata(
      post({
        title: 'Titre\u0001',
        excerpt: 'Extrait\uFFFF',
        author: author({ name: 'A\u0002 B' }),
        category: { id: 'c1', name: 'Couple\uD83D', color: '#0F766E', slug: 'couple' },
        tags: [{ id: 't1', name: 'Tag\u0003', slug: 'tag' }],
      }),
      siteUrl,
    );
    expect(metadata).toMatchObject({ title: 'Titre', description: 'Extrait', authors: [{ name: 'Dr A B' }] });
    expect(metadata.openGraph).toMatchObject({ title: 'Titre', authors: ['Dr A B'], section: 'Couple', tags: ['Tag'] });
  });

  it('shares the featured image with its alt text: an uploaded photo, or the PNG copy of our illustration', () => {
    expect(
      articleShareImage(post({ featured_image_url: '/uploads/photo.webp', featured_image_alt: 'Un couple' })),
    ).toEqual({
      url: '/uploads/photo.webp',
      alt: 'Un couple',
    });
    expect(articleShareImage(post({ featured_image_url: '/images/articles/featured-sommeil.svg' }))).toEqual({
      url: '/images/share/featured-sommeil.png',
      width: 1200,
      height: 630,
      alt: 'Communication dans le couple',
    });
  });

  it('shares the illustration the article’s card shows when it has no featured image, through its PNG copy', () => {
    expect(articleShareImage(post())).toEqual({
      url: '/images/share/communication-couple.png',
      width: 1200,
      height: 630,
      alt: 'Communication dans le couple',
    });
    const thyroid = post({ slug: 'preparer-echographie-thyroide', title: 'Préparer son échographie de la thyroïde' });
    expect(articleShareImage(thyroid).url).toBe('/images/share/theme-echographie.png');
    const foreignDrawing = post({ slug: 'un-article', featured_image_url: 'https://images.example/stress.svg' });
    expect(articleShareImage({ ...foreignDrawing, title: 'Le stress' }).url).toBe('/images/share/theme-stress.png');
  });

  it('shares the site’s card rather than the generic banner of an article without illustration', () => {
    const plain = post({ slug: 'un-article', title: 'Sommeil', category: null });
    expect(articleShareImage(plain).url).toBe('/images/og-default.png');
    expect(articleShareImage({ ...plain, featured_image_url: 'https://images.example/dessin.svg' }).url).toBe(
      '/images/og-default.png',
    );
  });

  it('gives Open Graph and Twitter the featured image as an absolute address, with its alt text', () => {
    const metadata = articleMetadata(
      post({ featured_image_url: '/uploads/photo.webp', featured_image_alt: 'Un couple' }),
      siteUrl,
    );
    expect(metadata.openGraph?.images).toEqual([
      { url: 'https://cabinet.example/uploads/photo.webp', alt: 'Un couple' },
    ]);
    expect(metadata.twitter?.images).toEqual([{ url: 'https://cabinet.example/uploads/photo.webp', alt: 'Un couple' }]);
  });
});

describe('article structured data', () => {
  it('describes a BlogPosting and its breadcrumb trail', () => {
    const [posting, , breadcrumb] = articleJsonLd(post(), siteUrl);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Communication dans le couple',
      url: 'https://cabinet.example/blog/communication-couple',
      datePublished: '2026-11-01T09:00:00.000Z',
      image: 'https://cabinet.example/images/share/communication-couple.png',
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumb!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Accueil',
      'Blog',
      'Communication dans le couple',
    ]);
  });

  it('dates a scheduled article that went live by its scheduled date', () => {
    const scheduled = post({ status: 'scheduled', published_at: null, scheduled_at: '2026-11-10T08:00:00.000Z' });
    expect(articleJsonLd(scheduled, siteUrl)[0]).toMatchObject({ datePublished: '2026-11-10T08:00:00.000Z' });
  });

  it('names the author as a Person with the address of their page', () => {
    const [posting] = articleJsonLd(post(), siteUrl);
    expect(posting?.author).toEqual({
      '@type': 'Person',
      '@id': 'https://cabinet.example/auteurs/karim-exemple#personne',
      url: 'https://cabinet.example/auteurs/karim-exemple',
      name: 'Dr Karim Exemple',
    });
  });

  it('makes the page a MedicalWebPage with its last review and reviewer', () => {
    const [, page] = articleJsonLd(post(), siteUrl);
    expect(page).toMatchObject({
      '@type': 'MedicalWebPage',
      url: 'https://cabinet.example/blog/communication-couple',
      lastReviewed: '2026-11-05',
      reviewedBy: { '@type': 'Person', name: 'Dr Nadia Démo' },
      mainEntity: { '@id': 'https://cabinet.example/blog/communication-couple#article' },
    });
  });

  it('says nothing of a review the article never had', () => {
    const [, page] = articleJsonLd(post({ reviewer: null, reviewer_id: null, reviewed_at: null }), siteUrl);
    expect(page).not.toHaveProperty('lastReviewed');
    expect(page).not.toHaveProperty('reviewedBy');
  });

  it('lists the sources as citations', () => {
    const sources = [
      { title: 'Ménopause', url: 'https://www.who.int/fr/menopause', publisher: 'OMS', year: 2024 },
      { title: 'Sommeil', url: 'https://www.inserm.fr/dossier/sommeil/', publisher: null, year: null },
    ];
    const [posting] = articleJsonLd(post({ sources }), siteUrl);
    expect(posting?.citation).toEqual([
      {
        '@type': 'CreativeWork',
        name: 'Ménopause',
        url: 'https://www.who.int/fr/menopause',
        publisher: { '@type': 'Organization', name: 'OMS' },
        datePublished: '2024',
      },
      { '@type': 'CreativeWork', name: 'Sommeil', url: 'https://www.inserm.fr/dossier/sommeil/' },
    ]);
    expect(articleJsonLd(post(), siteUrl)[0]).not.toHaveProperty('citation');
  });

  it('dates the last modification by the shown content update, else by the publication', () => {
    expect(articleJsonLd(post(), siteUrl)[0]).toMatchObject({ dateModified: '2026-11-01T09:00:00.000Z' });
    const updated = post({ content_updated_at: '2026-11-20T10:00:00.000Z' });
    expect(articleJsonLd(updated, siteUrl)[0]).toMatchObject({ dateModified: '2026-11-20T10:00:00.000Z' });
  });
});
