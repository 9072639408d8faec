import { demoArticles } from '../../src/content/demo';
import { expect, test } from './support/page-errors';
import { PUBLIC_PATHS, SERVICE_PATHS } from './showcase-helpers';

// Its tests spread over both workers: the file comes last of the ones run two at a time.
test.describe.configure({ mode: 'parallel' });

const xmlValues = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((match) => match[1] ?? '');

test('the sitemap dates an updated article no earlier than its « Mis à jour le »', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/blog/ist-depistage-et-prevention');
  const updated = await page.getByTestId('article-updated').locator('time').getAttribute('datetime');
  const xml = await (await request.get('/sitemap.xml')).text();
  const entry = xml
    .split('<url>')
    .find((block) => block.includes(`<loc>${new URL('/blog/ist-depistage-et-prevention', baseURL).toString()}</loc>`));
  const lastmod = xmlValues(entry ?? '', 'lastmod')[0] ?? '';
  expect(new Date(lastmod).getTime()).toBeGreaterThanOrEqual(new Date(updated!).getTime());
});

test('robots.txt disallows /admin and review links, and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/relecture$/m);
  // A parser that stops at the first matching line must meet the Disallow lines before any Allow.
  const lines = text.split('\n');
  const firstAllow = lines.findIndex((line) => /^Allow:/i.test(line));
  const lastDisallow = lines.findLastIndex((line) => /^Disallow:/i.test(line));
  expect(firstAllow === -1 || firstAllow > lastDisallow).toBe(true);
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).toString()}`);
});

for (const path of PUBLIC_PATHS) {
  test(`${path} has a title, a description, a canonical URL, sharing cards, geo meta and the feed link`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(path);
    const head = page.locator('head');
    expect((await page.title()).length).toBeGreaterThan(10);
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new URL(path, baseURL).toString().replace(/\/$/, ''),
    );
    await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_MA');
    await expect(head.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//);
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(head.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', /.{10,}/);
    await expect(head.locator('meta[name="geo.position"]')).toHaveAttribute('content', /^-?\d+\.\d{5};-?\d+\.\d{5}$/);
    await expect(head.locator('meta[name="geo.region"]')).toHaveAttribute('content', /^MA/);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/blog/rss.xml',
    );
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

test('an article carries BlogPosting and BreadcrumbList JSON-LD and a raster sharing image', async ({
  page,
  request,
}) => {
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

test('every page declares a site icon that exists, so browsers do not request a missing favicon', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const icon = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(icon).toBeTruthy();
  expect((await request.get(icon!)).status()).toBe(200);
});

test('an article with a featured image shares that image, as an absolute PNG address with its alt text', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/blog/sommeil-et-sexualite');
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toBe(new URL('/images/share/featured-sommeil.png', baseURL).toString());
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
  const alt = await page.locator('meta[property="og:image:alt"]').getAttribute('content');
  expect(alt).toBe('Un croissant de lune au-dessus de collines bleues');
  await expect(page.locator('meta[name="twitter:image:alt"]')).toHaveAttribute('content', alt!);
  const answer = await request.get(new URL(image!).pathname);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/png');
  const posting = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .flatMap((block) => [JSON.parse(block)].flat())
    .find((node) => node['@type'] === 'BlogPosting');
  expect(posting.image).toBe(image);
});

test('/favicon.ico and /apple-touch-icon.png answer with real icons, kept a day', async ({ page, request }) => {
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect([...(await favicon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  for (const answer of [favicon, touch])
    expect(answer.headers()['cache-control']).toBe('public, max-age=86400, must-revalidate');
  await page.goto('/');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  await expect(page.locator('link[rel="icon"][href="/favicon.ico"]')).toHaveCount(1);
});

test('images under /images are kept a day and checked again with their ETag', async ({ request }) => {
  const first = await request.get('/images/articles/default-banner.svg');
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toBe('public, max-age=86400, must-revalidate');
  const etag = first.headers()['etag'];
  expect(etag).toBeTruthy();
  expect(
    (await request.get('/images/articles/default-banner.svg', { headers: { 'If-None-Match': etag! } })).status(),
  ).toBe(304);
});

test('the home page names the site in a WebSite node beside the practice', async ({ page, baseURL }) => {
  await page.goto('/');
  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((block) =>
    [JSON.parse(block)].flat(),
  );
  const site = nodes.find((node) => node['@type'] === 'WebSite');
  expect(site).toMatchObject({ url: new URL('/', baseURL).toString(), inLanguage: 'fr' });
  expect(site.name).toBeTruthy();
  expect(site.publisher['@id']).toBe(nodes.find((node) => [node['@type']].flat().includes('Physician'))['@id']);
});

test('the WebSite node tells search engines how to search the blog, at an address that answers', async ({
  page,
  request,
  baseURL,
}) => {
  await page.goto('/');
  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((block) =>
    [JSON.parse(block)].flat(),
  );
  const action = nodes.find((node) => node['@type'] === 'WebSite').potentialAction;
  expect(action).toEqual({
    '@type': 'SearchAction',
    target: {
      '@type': 'EntryPoint',
      urlTemplate: new URL('/blog/recherche?q={search_term_string}', baseURL).toString(),
    },
    'query-input': 'required name=search_term_string',
  });
  const search = await request.get(action.target.urlTemplate.replace('{search_term_string}', 'stress'));
  expect(search.status()).toBe(200);
  expect(await search.text()).toContain('<h1');
});

test('every published demo article shares its own 1200×630 picture, in Open Graph as in its JSON-LD', async ({
  request,
}) => {
  for (const { slug } of demoArticles.filter((article) => article.status === 'published')) {
    const html = await (await request.get(`/blog/${slug}`)).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(image).pathname, slug).toMatch(/^\/images\/share\/[a-z0-9-]+\.png$/);
    expect(/<meta property="og:image:width" content="(\d+)"/.exec(html)?.[1], slug).toBe('1200');
    expect(/<meta property="og:image:height" content="(\d+)"/.exec(html)?.[1], slug).toBe('630');
    const posting = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .flatMap((match) => [JSON.parse(match[1] ?? 'null')].flat())
      .find((node) => node['@type'] === 'BlogPosting');
    expect(posting.image, slug).toBe(image);
    expect((await request.get(new URL(image).pathname)).status(), slug).toBe(200);
  }
});

test('/blog describes itself as a collection of the blog’s articles, with its breadcrumb', async ({
  page,
  baseURL,
}) => {
  await page.goto('/blog');
  const nodes = (await page.locator('script[type="application/ld+json"]').allTextContents()).flatMap((block) =>
    [JSON.parse(block)].flat(),
  );
  const collection = nodes.find((node) => node['@type'] === 'CollectionPage');
  expect(collection.url).toBe(new URL('/blog', baseURL).toString());
  expect(collection.mainEntity['@type']).toBe('Blog');
  expect(collection.mainEntity.blogPost.length).toBeGreaterThan(0);
  for (const post of collection.mainEntity.blogPost)
    expect(post.url.startsWith(new URL('/blog/', baseURL).toString())).toBe(true);
  const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList');
  expect(breadcrumb.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Accueil', 'Blog']);
});
