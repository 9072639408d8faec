import { expect, test } from './support/page-errors';
import { SHOWCASE_PATHS, hiddenSlugsInDatabase, publicSlugsInDatabase } from './showcase-helpers';

/** The sitemap and the feed against every public article: alone, while no other spec publishes. */
const xmlValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1] ?? '');
const slugOf = (url: string) => new URL(url).pathname.replace(/^\/blog\//, '');

test('sitemap.xml lists every public route and exactly the public articles, with lastmod', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset');
  const urls = xmlValues(xml, 'loc');
  for (const path of [...SHOWCASE_PATHS, '/blog']) expect(urls).toContain(new URL(path, baseURL).toString());
  // Articles are /blog/{slug}; topic pages (/blog/categorie/…, /blog/etiquette/…) are listed too (decision 048).
  const articleSlugs = urls
    .filter((url) => /^\/blog\/[^/]+$/.test(new URL(url).pathname))
    .map(slugOf)
    .sort();
  expect(urls).toContain(new URL('/blog/categorie/sexologie', baseURL).toString());
  expect(articleSlugs).toEqual(publicSlugsInDatabase());
  for (const hidden of hiddenSlugsInDatabase()) expect(xml).not.toContain(`/blog/${hidden}<`);
  expect(xmlValues(xml, 'lastmod')).toHaveLength(urls.length);
  expect(urls.every((url) => !url.includes('/admin'))).toBe(true);
});

test('the RSS 2.0 feed lists the public articles only', async ({ request, baseURL }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/rss+xml');
  const xml = await response.text();
  expect(xml).toContain('<rss version="2.0"');
  const items = xml.split('<item>').slice(1);
  const links = items.map((item) => xmlValues(item, 'link')[0] ?? '');
  expect(links.map(slugOf).sort()).toEqual(publicSlugsInDatabase());
  for (const link of links) expect(link.startsWith(new URL('/blog/', baseURL).toString())).toBe(true);
  for (const item of items) expect(new Date(xmlValues(item, 'pubDate')[0] ?? '').getTime()).not.toBeNaN();
  for (const hidden of hiddenSlugsInDatabase()) expect(xml).not.toContain(`/blog/${hidden}<`);
});
