import { describe, expect, it } from 'vitest';
import { categoryBadgeColors } from '@/lib/blog/category-color';
import { postSummary } from '../../../../tests/support/post-summary';
import { cardData } from './card-data';

const post = postSummary({
  id: 'p1',
  title: 'Le point G : ce que l’on sait',
  slug: 'point-g',
  excerpt: 'Mythe ou réalité ?',
  reading_time: 4,
  published_at: '2026-11-11T09:00:00.000Z',
  category: { id: 'c1', name: 'Sexologie', color: '', slug: 'sexologie' },
});

describe('the data an article card is rendered from (decision 019)', () => {
  it('gives the title and excerpt French spacing, the badge colours of the default category colour and the date in French', () => {
    const card = cardData(post);
    expect(card.title).toBe('Le point G\u00A0: ce que l’on sait');
    expect(card.excerpt).toBe('Mythe ou réalité\u00A0?');
    expect(card.category).toEqual({
      name: 'Sexologie',
      href: '/blog/categorie/sexologie',
      badgeColors: categoryBadgeColors('#3B82F6'),
    });
    expect(card.category?.badgeColors.backgroundColor).toBe('#3B82F620');
    expect(card.date).toEqual({ iso: '2026-11-11T09:00:00.000Z', label: '11 novembre 2026' });
    expect(card.readingTime).toBe(4);
  });

  it('names the image alt text only when it differs from the title shown', () => {
    // The illustration's alt is the raw title: with its ordinary space it is not the title shown.
    expect(cardData(post).imageAlt).toBe('Le point G : ce que l’on sait');
    expect('imageAlt' in cardData({ ...post, title: 'Sans ponctuation haute' })).toBe(false);
  });

  it('shows an uploaded photo through its web sizes once they are recorded, else through its 800 px copy', () => {
    const photo = {
      ...post,
      slug: 'un-article',
      title: 'Un article',
      featured_image_url: '/uploads/1763700000000-0123456789ab.jpg',
    };
    const media = new Map([
      ['1763700000000-0123456789ab.jpg', { width: 1600, height: 900, widths: [480, 800, 1200, 1600] }],
    ]);
    const sized = cardData(photo, media);
    expect(sized.image).toBe('/uploads/1763700000000-0123456789ab.jpg');
    expect(sized.picture?.srcSet).toContain('/uploads/1763700000000-0123456789ab-w480.jpg 480w');
    expect(sized.picture?.modern?.type).toBe('image/webp');
    const unsized = cardData(photo);
    expect(unsized).toMatchObject({ image: '/uploads/1763700000000-0123456789ab-w800.jpg', picture: null });
  });
});
