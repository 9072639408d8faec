import { describe, expect, it } from 'vitest';
import { cacheablePageRequest } from './page-cache-key';

const get = (url: string, headers: Record<string, string> = {}) =>
  cacheablePageRequest({ method: 'GET', url, headers });

describe('which requests the public page cache may answer', () => {
  it('caches the shared public pages: home, blog, articles, authors, feed, sitemap, robots, services, guides', () => {
    for (const url of [
      '/',
      '/blog',
      '/blog/communication-couple',
      '/auteurs/nadia-demo',
      '/blog/rss.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/services/sexologie-medicale',
      '/guides/preparer-echographie',
    ]) {
      expect(get(url), url).not.toBeNull();
    }
  });

  it('never caches the back office, its preview, review links, the API, uploads or the framework files', () => {
    for (const url of [
      '/admin',
      '/admin/blog',
      '/admin/blog/preview/1',
      '/relecture/abcdefghijklmnopqrstuvwxyzABCDEFGHIJ-_01234',
      '/api/health',
      '/api/views',
      '/uploads/a.webp',
      '/_next/static/x.js',
      '/blog/a/b',
      '/apercu/abc',
    ]) {
      expect(get(url), url).toBeNull();
    }
  });

  it('leaves to the app anything but GET and HEAD, and server actions', () => {
    expect(cacheablePageRequest({ method: 'POST', url: '/blog', headers: {} })).toBeNull();
    expect(cacheablePageRequest({ method: 'HEAD', url: '/blog', headers: {} })).not.toBeNull();
    expect(get('/blog', { 'next-action': 'abc' })).toBeNull();
  });

  it('leaves to the app the paths it would redirect or refuse', () => {
    for (const url of [
      '//blog',
      '/blog/../admin',
      '/blog/./x',
      '/blog/%2e%2e',
      '/blog/caf%C3%A9',
      'blog',
      'http://evil.example/',
    ]) {
      expect(get(url), url).toBeNull();
    }
  });

  it('keeps one page per article whatever tracking parameters a shared link carries', () => {
    const plain = get('/blog/communication-couple');
    const tracked = get('/blog/communication-couple?utm_source=facebook&fbclid=abc123');
    expect(tracked?.key).toBe(plain?.key);
    expect(tracked?.renderUrl).toBe('/blog/communication-couple');
  });

  it("keeps the blog's page number, which the page reads", () => {
    expect(get('/blog?page=2')?.key).not.toBe(get('/blog')?.key);
    expect(get('/blog?page=2&utm_medium=x')?.key).toBe(get('/blog?page=2')?.key);
    expect(get('/blog?page=2&utm_medium=x')?.renderUrl).toBe('/blog?page=2');
  });

  it('keeps the page number of a category or tag page, which pages like /blog (decision 048)', () => {
    expect(get('/blog/categorie/sexologie?page=2')?.key).not.toBe(get('/blog/categorie/sexologie')?.key);
    expect(get('/blog/etiquette/couple?page=2&utm_medium=x')?.renderUrl).toBe('/blog/etiquette/couple?page=2');
    expect(get('/blog/communication-couple?page=2')?.renderUrl).toBe('/blog/communication-couple');
  });

  it('keys a search page by its query as the page reads it: the first q, cleaned and cut, and a page number from 1 to 100', () => {
    expect(get('/blog/recherche?q=%C3%A9cho')?.key).not.toBe(get('/blog/recherche?q=autre')?.key);
    expect(get('/blog/recherche?q=%C3%A9cho&q=autre&utm_source=x')?.key).toBe(get('/blog/recherche?q=%C3%A9cho')?.key);
    expect(get(`/blog/recherche?q=${'a'.repeat(10_000)}`)?.key).toBe(get(`/blog/recherche?q=${'a'.repeat(200)}`)?.key);
    expect(get('/blog/recherche?q=%C3%A9cho%00%E2%80%AE')?.renderUrl).toBe('/blog/recherche?q=%C3%A9cho');
    for (const page of ['-1', '1000000000000', 'x', '1'])
      expect(get(`/blog/recherche?q=a&page=${page}`)?.key, page).toBe(get('/blog/recherche?q=a')?.key);
    expect(get('/blog/recherche?q=a&page=2')?.renderUrl).toBe('/blog/recherche?q=a&page=2');
  });

  it('leaves React payloads, prefetches and their cache buster to the app: public pages have no client navigation (decision 028)', () => {
    const clientHeaders: Array<Record<string, string>> = [
      { rsc: '1' },
      { rsc: 'n1' },
      { 'next-router-prefetch': '1' },
      { 'next-router-segment-prefetch': '/_tree' },
      { 'next-router-state-tree': '%5B%22%22%5D' },
      { 'next-url': '/blog' },
      { 'next-hmr-refresh': '1' },
    ];
    for (const headers of clientHeaders) {
      expect(get('/blog/a', headers), JSON.stringify(headers)).toBeNull();
    }
    expect(get('/blog/a?_rsc=1x2y')).toBeNull();
  });

  it('never answers from memory a request still carrying a header of Next’s infrastructure', () => {
    for (const name of [
      'x-middleware-prefetch',
      'x-middleware-subrequest',
      'x-nextjs-data',
      'x-now-route-matches',
      'x-matched-path',
      'x-invoke-path',
      'x-prerender-revalidate',
      'x-next-revalidate-tag-token',
      'next-resume',
      'content-security-policy',
    ]) {
      expect(get('/blog', { [name]: '1' }), name).toBeNull();
    }
  });

  it('keys a page by its path and the parameters it reads only: header values make no new entries', () => {
    const keys = new Set<string | undefined>();
    for (let index = 0; index < 100; index += 1) {
      keys.add(
        get(`/blog/a?utm_source=${index}&q=${index}`, {
          'user-agent': `agent ${index}`,
          purpose: 'prefetch',
          'sec-purpose': 'prefetch',
          'x-forwarded-for': `10.0.0.${index}`,
          cookie: `c=${index}`,
        })?.key,
      );
    }
    expect([...keys]).toEqual(['/blog/a?']);
  });
});
