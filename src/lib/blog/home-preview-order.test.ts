import { describe, expect, it } from 'vitest';
import { orderHomePreview } from './home-preview-order';

type Post = {
  slug: string;
  published_at: string | null;
  created_at: string;
  scheduled_at?: string | null;
  status?: string;
};

const post = (
  slug: string,
  published_at: string | null,
  created_at = '2025-01-01T00:00:00.000Z',
  extra: Partial<Post> = {},
): Post => ({
  slug,
  published_at,
  created_at,
  ...extra,
});

const slugs = (posts: Post[]) => posts.map((p) => p.slug);

describe('orderHomePreview', () => {
  it.each<[string, Post[], number | undefined, string[]]>([
    [
      'pinned slugs in the spec order, then echographie-clinique, then newest',
      [
        post('recent', '2026-06-01T00:00:00.000Z'),
        post('echographie-clinique', '2020-01-01T00:00:00.000Z'),
        post('role-des-preliminaires', '2021-01-01T00:00:00.000Z'),
        post('older', '2026-01-01T00:00:00.000Z'),
        post('obesite-et-couple', '2026-09-01T00:00:00.000Z'),
        post('frigidite-et-femme-marocaine', '2019-01-01T00:00:00.000Z'),
        post('point-g-et-femme-marocaine', '2022-01-01T00:00:00.000Z'),
      ],
      undefined,
      [
        'frigidite-et-femme-marocaine',
        'point-g-et-femme-marocaine',
        'obesite-et-couple',
        'role-des-preliminaires',
        'echographie-clinique',
        'recent',
      ],
    ],
    [
      'at most the limit',
      [
        post('a', '2026-01-01T00:00:00.000Z'),
        post('b', '2026-02-01T00:00:00.000Z'),
        post('c', '2026-03-01T00:00:00.000Z'),
      ],
      2,
      ['c', 'b'],
    ],
    [
      'missing pinned slugs are simply absent; published_at else created_at',
      [
        post('never-published', null, '2026-05-01T00:00:00.000Z'),
        post('published', '2026-04-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z'),
        post('obesite-et-couple', '2020-01-01T00:00:00.000Z'),
      ],
      undefined,
      ['obesite-et-couple', 'never-published', 'published'],
    ],
    [
      'a scheduled post is dated by its schedule',
      [
        post('scheduled', null, '2020-01-01T00:00:00.000Z', {
          status: 'scheduled',
          scheduled_at: '2026-08-01T00:00:00.000Z',
        }),
        post('published', '2026-07-01T00:00:00.000Z', '2026-07-01T00:00:00.000Z', {
          status: 'published',
          scheduled_at: null,
        }),
      ],
      undefined,
      ['scheduled', 'published'],
    ],
    ['no posts', [], undefined, []],
  ])('%s', (_, posts, limit, expected) => {
    expect(slugs(orderHomePreview(posts, limit))).toEqual(expected);
  });

  it('keeps the 6 first of a longer list and does not modify its input', () => {
    const posts = Array.from({ length: 9 }, (_, i) => post(`p${i}`, `2026-01-0${i + 1}T00:00:00.000Z`));
    const before = slugs(posts);
    expect(slugs(orderHomePreview(posts))).toEqual(['p8', 'p7', 'p6', 'p5', 'p4', 'p3']);
    expect(slugs(posts)).toEqual(before);
  });
});
