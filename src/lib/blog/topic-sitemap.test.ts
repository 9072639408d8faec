import { describe, expect, it } from 'vitest';
import { topicSitemapPaths } from './topic-sitemap';

describe('topic pages in the sitemap (decision 048)', () => {
  it('lists every category page and only the tag pages holding three public articles or more', () => {
    const lastModified = '2026-11-20T10:00:00.000Z';
    expect(
      topicSitemapPaths({
        categories: [{ slug: 'sexologie', articles: 1, lastModified }],
        tags: [
          { slug: 'couple', articles: 3, lastModified },
          { slug: 'menopause', articles: 2, lastModified },
        ],
      }),
    ).toEqual([
      { path: '/blog/categorie/sexologie', lastModified },
      { path: '/blog/etiquette/couple', lastModified },
    ]);
  });
});
