import { describe, expect, it } from 'vitest';
import { ADMIN_BLOG_PAGE_SIZE, adminBlogHref, parseAdminBlogFilters } from './admin-blog-filters';
import { blogPageCount } from './blog-pagination';

describe('admin blog filters in the URL', () => {
  it.each([
    [{}, { q: '', status: 'all', category: 'all', review: 'all', page: 1 }],
    [
      { q: '  échographie ', status: 'scheduled', category: 'c1', page: '3' },
      { q: 'échographie', status: 'scheduled', category: 'c1', review: 'all', page: 3 },
    ],
    [
      { status: 'deleted', page: '-2' },
      { q: '', status: 'all', category: 'all', review: 'all', page: 1 },
    ],
    [
      { status: ['draft', 'published'], page: 'abc' },
      { q: '', status: 'draft', category: 'all', review: 'all', page: 1 },
    ],
    [{ relecture: 'a-relire' }, { q: '', status: 'all', category: 'all', review: 'due', page: 1 }],
    [{ relecture: 'autre' }, { q: '', status: 'all', category: 'all', review: 'all', page: 1 }],
  ])('parses %o', (params, expected) => {
    expect(parseAdminBlogFilters(params)).toEqual(expected);
  });

  it('round-trips through the address and omits defaults', () => {
    expect(adminBlogHref({ q: '', status: 'all', category: 'all', review: 'all', page: 1 })).toBe('/admin/blog');
    const href = adminBlogHref({ q: 'sexo & couple', status: 'draft', category: 'c1', review: 'due', page: 2 });
    expect(href).toBe('/admin/blog?q=sexo+%26+couple&status=draft&category=c1&relecture=a-relire&page=2');
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseAdminBlogFilters(params)).toEqual({
      q: 'sexo & couple',
      status: 'draft',
      category: 'c1',
      review: 'due',
      page: 2,
    });
  });

  it('counts pages of 20', () => {
    expect([0, 1, 20, 21, 10_000].map((total) => blogPageCount(total, ADMIN_BLOG_PAGE_SIZE))).toEqual([
      1, 1, 1, 2, 500,
    ]);
  });
});
