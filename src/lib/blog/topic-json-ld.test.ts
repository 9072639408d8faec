import { describe, expect, it } from 'vitest';
import { postSummary } from '../../../tests/support/post-summary';
import { topicJsonLd } from './topic-json-ld';

const siteUrl = 'https://cabinet.example';

const summary = (slug: string, title: string) => postSummary({ id: slug, slug, title });

describe('topic page structured data', () => {
  const [collection, breadcrumb] = topicJsonLd(
    {
      basePath: '/blog/categorie/couple',
      page: 2,
      topicName: 'Couple',
      title: 'Couple — page 2',
      description: 'Les articles sur le couple.',
      posts: [
        summary('sommeil-et-sexualite', 'Sommeil et sexualité'),
        summary('obesite-et-couple', 'Obésité et couple'),
      ],
    },
    siteUrl,
  );

  it('names every item of its ItemList by the article’s title', () => {
    expect((collection!.mainEntity as { itemListElement: unknown[] }).itemListElement).toEqual([
      expect.objectContaining({
        '@type': 'ListItem',
        position: 1,
        name: 'Sommeil et sexualité',
        item: expect.objectContaining({ url: 'https://cabinet.example/blog/sommeil-et-sexualite' }),
      }),
      expect.objectContaining({ '@type': 'ListItem', position: 2, name: 'Obésité et couple' }),
    ]);
  });

  it('is a CollectionPage at the page’s own address, with its breadcrumb down to the page number', () => {
    expect(collection).toMatchObject({
      '@type': 'CollectionPage',
      url: 'https://cabinet.example/blog/categorie/couple?page=2',
    });
    expect((breadcrumb!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Accueil',
      'Blog',
      'Couple',
      'Page 2',
    ]);
  });
});
