import { describe, expect, it } from 'vitest';
import { countedReading, creditedRequestPage, isCountedPage, readingBeaconSchema } from './counted-reading';

const view = (path: string, referrer?: string) =>
  countedReading(readingBeaconSchema.parse({ kind: 'view', path, referrer }));

describe('only the public pages are counted, by their path alone', () => {
  it.each([
    '/',
    '/blog',
    '/blog/role-des-preliminaires',
    '/services/sexologie-medicale',
    '/guides/preparer-echographie',
    '/auteurs/dr-x',
  ])('%s is counted', (path) => {
    expect(view(path)?.page).toBe(path);
  });

  it.each([
    '/admin',
    '/admin/blog',
    '/api/views',
    '/relecture/abc',
    '/sitemap.xml',
    '/robots.txt',
    'https://other.example/blog',
    '//other.example/',
    '/blog/a/b',
    '/blog/<script>',
    'blog',
  ])('%s is not counted', (path) => {
    expect(view(path)).toBeNull();
  });

  // Addresses as the URL parser reads them: dot segments resolved, anything else not a page.
  it.each([
    '/blog/',
    '/blog/./role-des-preliminaires',
    '/blog/x/../role-des-preliminaires',
    '/admin/../blog',
    '/Blog',
    '/blog%2Frole',
    '/blog\\role',
    '/a//b',
    '//blog',
    '/blog#fin',
    '/services/sexologie-medicale/',
  ])('%s is read as the URL parser reads it', (path) => {
    const parsed = new URL(path, 'http://page.invalid');
    const expected =
      parsed.origin === 'http://page.invalid' && isCountedPage(parsed.pathname) ? parsed.pathname : undefined;
    expect(view(path)?.page).toBe(expected);
  });

  it('drops the query string (tracking parameters, page numbers)', () => {
    expect(view('/blog?page=2&utm_source=x')).toEqual({
      metric: 'view',
      page: '/blog',
      searchTerm: null,
      referrer: null,
    });
  });

  it("keeps the search page's query only as a normalised term", () => {
    expect(view('/blog/recherche?q=%C3%89chographie%20PELVIENNE')).toMatchObject({
      page: '/blog/recherche',
      searchTerm: 'echographie pelvienne',
    });
  });

  it('a booking action is credited to the page where it happened', () => {
    expect(
      countedReading(readingBeaconSchema.parse({ kind: 'booking', channel: 'chat', path: '/blog/obesite-et-couple' })),
    ).toEqual({
      metric: 'chat',
      page: '/blog/obesite-et-couple',
      searchTerm: null,
      referrer: null,
    });
  });

  it('refuses unknown kinds, channels and oversized paths', () => {
    expect(readingBeaconSchema.safeParse({ kind: 'booking', channel: 'sms', path: '/' }).success).toBe(false);
    expect(readingBeaconSchema.safeParse({ kind: 'click', path: '/' }).success).toBe(false);
    expect(readingBeaconSchema.safeParse({ kind: 'view', path: `/${'a'.repeat(400)}` }).success).toBe(false);
  });
});

describe('an appointment request is credited to the page the reader came to the form from', () => {
  it('names that public page, without its query string', () => {
    expect(creditedRequestPage('/blog/echographie-clinique')).toBe('/blog/echographie-clinique');
    expect(creditedRequestPage('/services/echographie-clinique')).toBe('/services/echographie-clinique');
    expect(creditedRequestPage('/')).toBe('/');
    expect(creditedRequestPage('/blog/recherche?q=douleur')).toBe('/blog/recherche');
  });

  it('falls back to the form’s own page: no script, another site, or not one of our public pages', () => {
    for (const from of [
      '',
      'https://ailleurs.example/blog/echographie-clinique',
      '//ailleurs.example/',
      '/admin/blog',
      '/rendez-vous/confirmation',
      '/relecture/jeton',
      'javascript:alert(1)',
      `/blog/${'a'.repeat(400)}`,
    ])
      expect(creditedRequestPage(from), from).toBe('/rendez-vous');
  });
});
