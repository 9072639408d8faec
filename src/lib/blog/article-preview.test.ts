import { describe, expect, it } from 'vitest';
import { previewFormSchema, previewSnapshot } from './article-preview';
import { emptyPostForm } from './post-form';
import type { ArticleSnapshot } from './post-types';

const base: ArticleSnapshot = {
  title: 'Ancien titre',
  slug: 'ancien-titre',
  excerpt: null,
  content: '<p>Ancien</p>',
  featured_image_url: null,
  featured_image_alt: null,
  status: 'published',
  published_at: '2026-01-10T09:00:00.000Z',
  scheduled_at: null,
  meta_title: null,
  meta_description: null,
  author_id: null,
  category_id: null,
  featured: false,
  allow_comments: true,
  tags: [],
  reviewer_id: null,
  sources: [],
};

describe('the live preview reads a form halfway typed (decision 046)', () => {
  it('refuses nothing a writer may be typing: an empty title, a half source, an unfinished date, a bad image address', () => {
    const parsed = previewFormSchema.parse({
      ...emptyPostForm(),
      status: 'scheduled',
      scheduled_at: '2026-07-0',
      featured_image_url: 'javascript:alert(1)',
      author_id: 'not-an-id',
      sources: [
        { title: 'HAS', url: 'https://www.has-sante.fr/guide', publisher: '', year: '' },
        { title: 'À compléter', url: 'htt', publisher: '', year: '' },
      ],
    });
    expect(parsed).toMatchObject({ title: '', scheduled_at: null, featured_image_url: null, author_id: null });
    expect(parsed.sources).toEqual([
      { title: 'HAS', url: 'https://www.has-sante.fr/guide', publisher: null, year: null },
    ]);
  });

  it('bounds what it reads: a body over the save’s own limit is refused', () => {
    expect(previewFormSchema.safeParse({ ...emptyPostForm(), content: 'x'.repeat(500_001) }).success).toBe(false);
  });

  it('lays the form over the stored article, keeping its publication date and its address when the slug is emptied', () => {
    const form = previewFormSchema.parse({ ...emptyPostForm(), title: ' Nouveau titre ', status: 'published' });
    expect(previewSnapshot(form, base)).toMatchObject({
      title: 'Nouveau titre',
      slug: 'ancien-titre',
      content: '',
      published_at: '2026-01-10T09:00:00.000Z',
    });
  });
});
