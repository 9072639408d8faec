import { describe, expect, it } from 'vitest';
import { ARTICLE_IMAGE_PATHS, chooseArticleImage, chooseCardImage, DEFAULT_ARTICLE_IMAGE } from './article-image';

const base = { title: 'Un article', categoryName: null, featuredImageUrl: null };

describe('chooseArticleImage: a fixed image per known slug', () => {
  it.each([
    'frigidite-et-femme-marocaine',
    'point-g-et-femme-marocaine',
    'obesite-et-couple',
    'role-des-preliminaires',
    'echographie-clinique',
    'communication-couple',
    'contraception-bien-choisir',
    'ist-depistage-et-prevention',
    'stress-et-maladies-psychosomatiques',
  ])('%s', (slug) => {
    const image = `/images/articles/${slug}.svg`;
    // Wins over a theme word in the title and over a featured image.
    expect(chooseArticleImage({ slug, title: 'Stress', categoryName: 'Échographie', featuredImageUrl: '/x.png' })).toBe(
      image,
    );
    expect(ARTICLE_IMAGE_PATHS).toContain(image);
  });
});

describe('chooseArticleImage: themed image from the title or the category, else featured, else default', () => {
  it.each([
    [{ title: "L'échographie pelvienne" }, '/images/articles/theme-echographie.svg'],
    [{ title: 'ECHOGRAPHIE thyroïdienne' }, '/images/articles/theme-echographie.svg'],
    [{ categoryName: 'Échographie' }, '/images/articles/theme-echographie.svg'],
    [{ title: 'La Communication dans le couple' }, '/images/articles/theme-communication.svg'],
    [{ categoryName: 'Communication' }, '/images/articles/theme-communication.svg'],
    [{ title: 'Gérer le stress au travail' }, '/images/articles/theme-stress.svg'],
    [{ title: 'Troubles psychosomatiques' }, '/images/articles/theme-stress.svg'],
    [{ categoryName: 'Psychosomatic medicine' }, '/images/articles/theme-stress.svg'],
    // Order: échographie before communication before stress.
    [{ title: 'Stress et communication', categoryName: 'Échographie' }, '/images/articles/theme-echographie.svg'],
    [{ title: 'Stress et communication' }, '/images/articles/theme-communication.svg'],
    [{ title: 'Sommeil', featuredImageUrl: '/uploads/sommeil.webp' }, '/uploads/sommeil.webp'],
    [{ title: 'Stress', featuredImageUrl: '/uploads/sommeil.webp' }, '/images/articles/theme-stress.svg'],
    [{ title: 'Sommeil', featuredImageUrl: '' }, DEFAULT_ARTICLE_IMAGE],
    [{ title: 'Sommeil' }, '/images/articles/default-banner.svg'],
  ])('%j → %s', (fields, expected) => {
    expect(chooseArticleImage({ ...base, slug: 'un-autre-article', ...fields })).toBe(expected);
  });
});

describe('ARTICLE_IMAGE_PATHS', () => {
  it('lists the 9 slug images, the 3 themes and the default banner, once each', () => {
    expect(ARTICLE_IMAGE_PATHS).toHaveLength(13);
    expect(new Set(ARTICLE_IMAGE_PATHS).size).toBe(13);
    expect(ARTICLE_IMAGE_PATHS).toEqual(
      expect.arrayContaining([
        '/images/articles/theme-echographie.svg',
        '/images/articles/theme-communication.svg',
        '/images/articles/theme-stress.svg',
        '/images/articles/default-banner.svg',
      ]),
    );
  });
});

describe('chooseCardImage', () => {
  const post = {
    slug: 'une-question-de-sommeil',
    title: 'Une question de sommeil',
    featured_image_alt: 'Une chambre calme',
    category: { name: 'Bien-être' },
  };

  it('shows an uploaded photo through its 800 px copy, with the photo’s alt text', () => {
    expect(chooseCardImage({ ...post, featured_image_url: '/uploads/1763700000000-0123456789ab.jpg' })).toEqual({
      src: '/uploads/1763700000000-0123456789ab-w800.jpg',
      alt: 'Une chambre calme',
    });
  });

  it('keeps any other featured address as it is', () => {
    expect(chooseCardImage({ ...post, featured_image_url: '/images/articles/featured-sommeil.svg' }).src).toBe(
      '/images/articles/featured-sommeil.svg',
    );
  });

  it('uses the title as alt text when the rule picks an illustration instead of the photo', () => {
    const known = {
      ...post,
      slug: 'communication-couple',
      featured_image_url: '/uploads/1763700000000-0123456789ab.jpg',
    };
    expect(chooseCardImage(known)).toEqual({
      src: '/images/articles/communication-couple.svg',
      alt: 'Une question de sommeil',
    });
  });
});
