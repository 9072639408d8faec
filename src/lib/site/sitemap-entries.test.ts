import { describe, expect, it } from 'vitest';
import { articleLastModified, sitemapEntries } from './sitemap-entries';

const post = {
  slug: 'un-article',
  status: 'published' as const,
  scheduled_at: null,
  published_at: '2026-10-01T09:00:00.000Z',
  created_at: '2026-10-01T08:00:00.000Z',
  updated_at: '2026-10-01T09:00:00.000Z',
  content_updated_at: null,
};

describe('the lastmod of an article in the sitemap', () => {
  it('is the « Mis à jour le » date when the text changed after the last save of the row', () => {
    expect(articleLastModified({ ...post, content_updated_at: '2026-11-10T10:00:00.000Z' })).toBe(
      '2026-11-10T10:00:00.000Z',
    );
  });

  it('is the last save otherwise, or the public date of a scheduled article gone live since', () => {
    expect(articleLastModified({ ...post, updated_at: '2026-10-05T09:00:00.000Z' })).toBe('2026-10-05T09:00:00.000Z');
    expect(
      articleLastModified({
        ...post,
        status: 'scheduled',
        published_at: null,
        scheduled_at: '2026-10-20T07:00:00.000Z',
      }),
    ).toBe('2026-10-20T07:00:00.000Z');
  });
});

describe('sitemapEntries', () => {
  it('dates home and /blog by their latest article, other pages by the static content, authors by their own date', () => {
    const entries = sitemapEntries({
      siteUrl: 'https://cabinet.example',
      staticPaths: ['/', '/blog', '/services/psychosomatique'],
      staticUpdatedAt: '2026-09-01T00:00:00.000Z',
      posts: [{ ...post, content_updated_at: '2026-11-10T10:00:00.000Z' }],
      authors: [{ slug: 'nadia-demo', lastModified: '2026-10-02T00:00:00.000Z' }],
    });
    expect(entries).toEqual([
      { url: 'https://cabinet.example/', lastModified: '2026-11-10T10:00:00.000Z' },
      { url: 'https://cabinet.example/blog', lastModified: '2026-11-10T10:00:00.000Z' },
      { url: 'https://cabinet.example/services/psychosomatique', lastModified: '2026-09-01T00:00:00.000Z' },
      { url: 'https://cabinet.example/blog/un-article', lastModified: '2026-11-10T10:00:00.000Z' },
      { url: 'https://cabinet.example/auteurs/nadia-demo', lastModified: '2026-10-02T00:00:00.000Z' },
    ]);
  });
});
