import { describe, expect, it } from 'vitest';
import { articleJsonLd, articleMetadata, articleShareImage } from './article-metadata';
import type { PostDetail } from './post-types';

const siteUrl = 'https://cabinet.example';

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
    author: { id: 'a1', name: 'Médecin du cabinet', email: null, bio: null },
    category: { id: 'c1', name: 'Santé du couple', color: '#0F766E' },
    tags: [{ id: 't1', name: 'Couple' }],
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
    expect(metadata.openGraph).toMatchObject({ type: 'article', locale: 'fr_MA', publishedTime: '2026-11-01T09:00:00.000Z' });
  });

  it('leaves characters XML 1.0 forbids out of the head, however the article was stored', () => {
    const metadata = articleMetadata(
      post({
        title: 'Titre\u0001',
        excerpt: 'Extrait\uFFFF',
        author: { id: 'a1', name: 'Dr\u0002 A', email: null, bio: null },
        category: { id: 'c1', name: 'Couple\uD83D', color: '#0F766E' },
        tags: [{ id: 't1', name: 'Tag\u0003' }],
      }),
      siteUrl,
    );
    expect(metadata).toMatchObject({ title: 'Titre', description: 'Extrait', authors: [{ name: 'Dr A' }] });
    expect(metadata.openGraph).toMatchObject({ title: 'Titre', authors: ['Dr A'], section: 'Couple', tags: ['Tag'] });
  });

  it('shares an uploaded photo, never an SVG illustration', () => {
    expect(articleShareImage(post({ featured_image_url: '/uploads/photo.webp' })).url).toBe('/uploads/photo.webp');
    expect(articleShareImage(post({ featured_image_url: '/images/articles/featured-sommeil.svg' })).url).toBe(
      '/images/og-default.png',
    );
    expect(articleShareImage(post()).url).toBe('/images/og-default.png');
  });
});

describe('article structured data', () => {
  it('describes a BlogPosting and its breadcrumb trail', () => {
    const [posting, breadcrumb] = articleJsonLd(post(), siteUrl);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Communication dans le couple',
      url: 'https://cabinet.example/blog/communication-couple',
      datePublished: '2026-11-01T09:00:00.000Z',
      image: 'https://cabinet.example/images/og-default.png',
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((breadcrumb?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Accueil',
      'Blog',
      'Communication dans le couple',
    ]);
  });

  it('dates a scheduled article that went live by its scheduled date', () => {
    const scheduled = post({ status: 'scheduled', published_at: null, scheduled_at: '2026-11-10T08:00:00.000Z' });
    expect(articleJsonLd(scheduled, siteUrl)[0]).toMatchObject({ datePublished: '2026-11-10T08:00:00.000Z' });
  });
});
