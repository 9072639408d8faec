import { describe, expect, it } from 'vitest';
import { blogPageCount, blogPageLinks, blogPagePath, parseBlogPage } from './blog-pagination';

describe('/blog pagination', () => {
  it('reads the first page when no page is asked for, and whole positive numbers only', () => {
    expect(parseBlogPage(undefined)).toBe(1);
    expect(parseBlogPage('2')).toBe(2);
    for (const bad of ['0', '-1', '1.5', '02', 'abc', '', '1e3', '9999999']) expect(parseBlogPage(bad)).toBeNull();
    expect(parseBlogPage(['1', '2'])).toBeNull();
  });

  it('counts at least one page, and a partial last page as a page', () => {
    expect(blogPageCount(0, 9)).toBe(1);
    expect(blogPageCount(9, 9)).toBe(1);
    expect(blogPageCount(10, 9)).toBe(2);
    expect(blogPageCount(968, 9)).toBe(108);
  });

  it('names page 1 /blog and the others /blog?page=N', () => {
    expect(blogPagePath(1)).toBe('/blog');
    expect(blogPagePath(3)).toBe('/blog?page=3');
  });

  it('links to the previous and next pages only where they exist', () => {
    expect(blogPageLinks(1, 1)).toEqual({ previous: null, next: null });
    expect(blogPageLinks(1, 3)).toEqual({ previous: null, next: '/blog?page=2' });
    expect(blogPageLinks(2, 3)).toEqual({ previous: '/blog', next: '/blog?page=3' });
    expect(blogPageLinks(3, 3)).toEqual({ previous: '/blog?page=2', next: null });
  });
});
