import { expect, test } from './support/page-errors';

for (const path of ['/cette-page-n-existe-pas', '/services/inconnu/encore', '/blog/un-article/en-trop']) {
  test(`an unknown route (${path}) answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    const home = page.locator('main a[href="/"]');
    await expect(home).toBeVisible();
    await home.click();
    await expect(page).toHaveURL(/\/$/);
  });
}

/**
 * Decision 030: every not-found answer is a real French page (the site's header and footer, a
 * heading, the way to the blog, the services and an appointment), readable without JavaScript and
 * served like the cached public pages, without the framework's scripts.
 */
const NOT_FOUND_PAGES = [
  { path: '/blog/cet-article-n-existe-pas', heading: 'Article non trouvé' },
  { path: '/services/inconnu', heading: 'Service non trouvé' },
  { path: '/auteurs/personne-inconnue', heading: 'Auteur non trouvé' },
  { path: '/blog?page=99', heading: 'Cette page du blog n’existe pas' },
  { path: '/cette-page-n-existe-pas', heading: 'Oops! Page not found' },
];
const SITE_SCRIPT = /^\/_next\/static\/site\/site-enhancements-[A-Z0-9]+\.js$/;

for (const { path, heading } of NOT_FOUND_PAGES) {
  test(`${path} answers 404 with a French page without the framework's scripts, for no shared cache`, async ({
    request,
  }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="fr"/);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // The specification's English heading says so, for screen readers and validators.
    expect(/<h1([^>]*)>/.exec(html)?.[1]?.includes(' lang="en"')).toBe(heading === 'Oops! Page not found');
    expect(html).toContain('href="/blog"');
    expect(html).toContain('href="/services/sexologie-medicale"');
    expect(html).toContain('href="https://wa.me/');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.filter((attributes) => !/type="application\/ld\+json"/.test(attributes))).toHaveLength(1);
    expect(/src="([^"]+)"/.exec(scripts.find((attributes) => /type="module"/.test(attributes)) ?? '')?.[1]).toMatch(
      SITE_SCRIPT,
    );
    expect(html).not.toMatch(/\/_next\/static\/chunks\/[^"]+\.js/);
    expect(html).not.toContain('__next_f');
    const headers = response.headers();
    expect(
      headers['content-security-policy']?.split('; ').find((directive) => directive.startsWith('script-src ')),
    ).toBe("script-src 'self'");
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-page-cache']).toBeUndefined();
    expect(headers.etag).toBeUndefined();
  });
}

test('a missing page reads the same without JavaScript, and the site-wide one keeps the specification’s texts', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const { path, heading } of NOT_FOUND_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    await expect(page.getByRole('banner').getByText('Cabinet Médical Sidi Maarouf', { exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeAttached();
    await expect(page.getByRole('main').getByRole('link', { name: 'Prendre RDV' })).toBeVisible();
  }
  await page.goto('/cette-page-n-existe-pas');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText(/La page que vous cherchez n’existe pas/)).toBeVisible();
  await context.close();
});

test('a visitor’s own « which address » header changes nothing', async ({ request }) => {
  const response = await request.get('/blog/cet-article-n-existe-pas', {
    headers: { 'x-site-not-found-path': '/autre' },
  });
  expect(await response.text()).toContain('Article non trouvé');
});
