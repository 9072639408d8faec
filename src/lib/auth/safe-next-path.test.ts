import { describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_PATH, loginPathFor, safeNextPath } from './safe-next-path';

const site = 'https://cabinet.example';

/** Where a browser on the login page goes when told to go to `path`. */
const landing = (path: string) => new URL(path, `${site}/admin/login?next=x`);

// Dot segments spelt every way the URL parser accepts, in front of the `//host` they uncover.
const dotSegments = ['.', '..', '%2e', '%2E', '%2e%2e', '%2E%2E', '.%2e', '%2E.'];
const uncovering = ['', '/a', '/x', '/admin', '/admin/login'].flatMap((prefix) =>
  dotSegments.flatMap((dots) => [`${prefix}/${dots}//evil.example/phish`, `${prefix}/${dots}/\\evil.example`]),
);

const hostile = [
  // The security review's variants, as the page receives them once the query string is decoded.
  '/.//evil.example/phish',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/a/..//evil.example',
  '/admin/..//evil.example',
  '/x/%2e%2e//evil.example',
  // Protocol-relative and backslash forms.
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/.%2F%2Fevil.example',
  // Tabs, newlines and other controls the parser drops or keeps.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/\u0000/evil.example',
  '/admin/blog\u0007',
  '/admin//evil.example',
  ' //evil.example',
  // Schemes, with or without slashes.
  'https://evil.example',
  'https:evil.example',
  'https:/evil.example',
  'http:\\\\evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/javascript:alert(1)',
  // Unicode look-alikes of the slash and the dot.
  '/／evil.example',
  '／／evil.example',
  '/⁄⁄evil.example',
  '/∕∕evil.example',
  '/。。//evil.example',
  // Userinfo and ports that would name a host once the slashes collapse.
  '/@evil.example',
  '//user@evil.example',
  '/..//user:pass@evil.example:8443/',
  // Same site but not the back office, or the login itself.
  '/',
  '/blog/obesite-et-couple',
  '/administrator',
  '/admin.evil.example',
  '/admin/login',
  '/admin/login?next=//evil.example',
  '/admin/./login',
  '/admin/%2e%2e/admin/login',
  'admin/blog',
  '',
  ...uncovering,
];

describe('safeNextPath', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/blog/new', '/admin/blog/new'],
    ['/admin/blog?status=draft#top', '/admin/blog?status=draft#top'],
    ['/admin/../admin/tags', '/admin/tags'],
    ['/admin/blog/edit/42?tab=seo', '/admin/blog/edit/42?tab=seo'],
  ])('keeps the back-office path %s, unchanged when checked again', (candidate, expected) => {
    expect(safeNextPath(candidate)).toBe(expected);
    expect(safeNextPath(expected)).toBe(expected);
  });

  it('has a corpus of at least 50 hostile variants', () => {
    expect(new Set(hostile).size).toBeGreaterThanOrEqual(50);
  });

  it.each(hostile.map((candidate) => [candidate]))('sends %j to a back-office page of this site', (candidate) => {
    const path = safeNextPath(candidate);
    expect(path).toMatch(/^\/[^/\\]/);
    expect(path).not.toMatch(/[\u0000-\u001f\u007f]/);
    expect(landing(path).origin).toBe(site);
    expect(landing(path).pathname).toMatch(/^\/admin(\/|$)/);
    expect(landing(path).pathname).not.toMatch(/^\/admin\/login(\/|$)/);
  });

  it.each(hostile.map((candidate) => [candidate]))('falls back to the articles for %j', (candidate) => {
    expect(safeNextPath(candidate)).toBe(DEFAULT_ADMIN_PATH);
  });

  it('returns the fallback it is given', () => {
    expect(safeNextPath(null)).toBe(DEFAULT_ADMIN_PATH);
    expect(safeNextPath(undefined, '')).toBe('');
    expect(safeNextPath('/..//evil.example', '/admin/tags')).toBe('/admin/tags');
  });
});

describe('loginPathFor', () => {
  it('remembers where the visitor was going', () => {
    expect(loginPathFor('/admin/blog/edit/42?tab=seo')).toBe(
      '/admin/login?next=%2Fadmin%2Fblog%2Fedit%2F42%3Ftab%3Dseo',
    );
  });

  it('drops a target off the site or outside the back office', () => {
    expect(loginPathFor('//evil.example')).toBe('/admin/login');
    expect(loginPathFor('/admin/..//evil.example')).toBe('/admin/login');
    expect(loginPathFor('/blog')).toBe('/admin/login');
    expect(loginPathFor(null)).toBe('/admin/login');
  });
});
