import { expect, test } from './support/page-errors';
import { PUBLIC_PATHS, SERVICE_PATHS, SHOWCASE_PATHS, hiddenSlugsInDatabase, publicSlugsInDatabase } from './showcase-helpers';

const xmlValues = (xml: string, tag: string) => [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1] ?? "");
const slugOf = (url: string) => new URL(url).pathname.replace(/^\/blog\//, '');

test('sitemap.xml lists every public route and exactly the public articles, with lastmod', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  expect(xml).toContain('<urlset');
  const urls = xmlValues(xml, 'loc');
  for (const path of [...SHOWCASE_PATHS, '/blog']) expect(urls).toContain(new URL(path, baseURL).toString());
  const articleSlugs = urls.filter((url) => new URL(url).pathname.startsWith('/blog/')).map(slugOf).sort();
  expect(articleSlugs).toEqual(publicSlugsInDatabase());
  for (const hidden of hiddenSlugsInDatabase()) expect(xml).not.toContain(`/blog/${hidden}<`);
  expect(xmlValues(xml, 'lastmod')).toHaveLength(urls.length);
  expect(urls.every((url) => !url.includes('/admin'))).toBe(true);
});

test('robots.txt disallows /admin and review links, and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/relecture$/m);
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`);
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

for (const path of PUBLIC_PATHS) {
  test(`${path} has a title, a description, a canonical URL, sharing cards, geo meta and the feed link`, async ({ page, baseURL }) => {
    await page.goto(path);
    const head = page.locator('head');
    expect((await page.title()).length).toBeGreaterThan(10);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL(path, baseURL).toString().replace(/\/$/, ''));
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_MA');
    await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(head.locator('meta[name="geo.position"]')).toHaveAttribute('content', /^-?\d+\.\d+;-?\d+\.\d+$/);
    await expect(head.locator('meta[name="geo.region"]')).toHaveAttribute('content', /^MA/);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml');
  });
}

test('the sharing image is 1200×630', async ({ page, request }) => {
  await page.goto('/services/psychosomatique');
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect((await request.get(new URL(image!).pathname)).status()).toBe(200);
});

for (const path of ['/', ...SERVICE_PATHS]) {
  test(`${path} describes the practice in JSON-LD without review markup`, async ({ page }) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = blocks.flatMap((block) => [JSON.parse(block)].flat());
    const practice = nodes.find((node) => [node['@type']].flat().includes('Physician'));
    expect(practice).toBeTruthy();
    expect([practice['@type']].flat()).toContain('MedicalClinic');
    expect(practice.address.postalCode).toBe('20190');
    expect(practice.geo['@type']).toBe('GeoCoordinates');
    expect(practice.telephone).toBeTruthy();
    expect(practice.openingHoursSpecification.length).toBeGreaterThanOrEqual(2);
    expect(practice.medicalSpecialty.length).toBe(4);
    expect(practice.currenciesAccepted).toBe('MAD');
    expect(practice.paymentAccepted).toBeTruthy();
    expect(blocks.join('')).not.toMatch(/"(Review|AggregateRating)"/);
  });
}

test('an article carries BlogPosting and BreadcrumbList JSON-LD and a raster sharing image', async ({ page, request }) => {
  await page.goto('/blog/communication-couple');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const nodes = blocks.flatMap((block) => [JSON.parse(block)].flat());
  const posting = nodes.find((node) => node['@type'] === 'BlogPosting');
  expect(posting.url).toMatch(/\/blog\/communication-couple$/);
  expect(posting.inLanguage).toBe('fr');
  expect(posting.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList');
  expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual([
    'Accueil',
    'Blog',
    posting.headline,
  ]);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/\.(png|jpe?g|webp)$/);
  expect((await request.get(new URL(image!).pathname)).status()).toBe(200);
});

test('every page declares a site icon that exists, so browsers do not request a missing favicon', async ({ page, request }) => {
  await page.goto('/');
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(icon).toBeTruthy();
  expect((await request.get(icon!)).status()).toBe(200);
});
