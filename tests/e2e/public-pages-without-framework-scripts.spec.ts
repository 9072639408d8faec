import { REQUEST_AND_LEGAL_PATHS } from './showcase-helpers';
import { expect, test } from './support/page-errors';

/**
 * Decision 028: the public pages are served as the server wrote them, without the framework's
 * scripts; the site's own small script drives what moves. Every interactive part keeps its own
 * end-to-end test (menu, popup, carousels, booking and maps links, spinner, view counting).
 */
const PUBLIC_PAGES = [
  '/',
  '/services/sexologie-medicale',
  '/guides/preparer-consultation',
  '/blog',
  '/blog/communication-couple',
  '/auteurs/nadia-demo',
  ...REQUEST_AND_LEGAL_PATHS,
  // Rendered for each visitor and kept by nobody, served all the same without the framework.
  '/rendez-vous/confirmation?motif=echographie-abdominale&visite=premiere',
];
const SITE_SCRIPT = /^\/_next\/static\/site\/site-enhancements-[A-Z0-9]+\.js$/;

const scriptTags = (html: string) => [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');

for (const path of PUBLIC_PAGES) {
  test(`${path} carries the structured data and the site's script, and no framework script or payload`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const tags = scriptTags(html);
    const siteScripts = tags.filter((attributes) => /type="module"/.test(attributes));
    expect(siteScripts).toHaveLength(1);
    expect(/src="([^"]+)"/.exec(siteScripts[0] ?? '')?.[1]).toMatch(SITE_SCRIPT);
    expect(tags.filter((attributes) => !/type="(module|application\/ld\+json)"/.test(attributes))).toEqual([]);
    expect(html).not.toMatch(/\/_next\/static\/chunks\/[^"]+\.js/);
    expect(html).not.toContain('__next_f');
  });
}

test('public pages allow no inline script at all in their Content-Security-Policy', async ({ request }) => {
  for (const path of PUBLIC_PAGES) {
    const policy = (await request.get(path)).headers()['content-security-policy'] ?? '';
    expect(policy.split('; ').find((directive) => directive.startsWith('script-src '))).toBe("script-src 'self'");
  }
});

test('a cold load of an article downloads the site script and its own chunks only, and the page works without errors', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/blog/communication-couple', { waitUntil: 'networkidle' });
  // The site script, and the public form chunk it fetches on a page with a form (decision 039).
  expect(scripts).toHaveLength(2);
  expect(scripts[0]).toMatch(SITE_SCRIPT);
  expect(scripts.every((script) => !script.startsWith('/_next/static/chunks/'))).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a not-found answer, like a missing article, comes without the framework either (decision 030)', async ({
  request,
}) => {
  const response = await request.get('/blog/cet-article-n-existe-pas');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).not.toMatch(/\/_next\/static\/chunks\/[^"]+\.js/);
  expect(html).not.toContain('__next_f');
  expect(scriptTags(html).filter((attributes) => !/type="(module|application\/ld\+json)"/.test(attributes))).toEqual(
    [],
  );
  expect(
    response
      .headers()
      ['content-security-policy']?.split('; ')
      .find((directive) => directive.startsWith('script-src ')),
  ).toBe("script-src 'self'");
});
