import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/admin/blog/new', '/admin/blog/new'],
    ['/admin/blog?status=draft#top', '/admin/blog?status=draft#top'],
    ['/blog/obesite-et-couple', '/blog/obesite-et-couple'],
    ['/admin/../admin/tags', '/admin/tags'],
  ])('keeps the same-site path %s', (candidate, expected) => {
    expect(safeNextPath(candidate)).toBe(expected);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['admin/blog'],
    ['//evil.example/admin'],
    ['/\\evil.example'],
    ['https://evil.example/admin'],
    ['javascript:alert(1)'],
    ['/admin/login'],
    ['/admin/login?next=/admin/blog'],
    ['/\tevil'],
  ])('falls back for %s', (candidate) => {
    expect(safeNextPath(candidate)).toBe('/admin/blog');
  });
});

describe('loginPathFor', () => {
  it('remembers where the visitor was going', () => {
    expect(loginPathFor('/admin/blog/edit/42?tab=seo')).toBe('/admin/login?next=%2Fadmin%2Fblog%2Fedit%2F42%3Ftab%3Dseo');
  });

  it('drops an unsafe origin', () => {
    expect(loginPathFor('//evil.example')).toBe('/admin/login');
    expect(loginPathFor(null)).toBe('/admin/login');
  });
});
