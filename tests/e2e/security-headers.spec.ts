import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as plainTest, type APIResponse } from '@playwright/test';
import sharp from 'sharp';
import { toast } from './admin-auth-helpers';
import { signInAsEditor, uniqueTitle, writeBody } from './admin-blog-helpers';
import { expect, test } from './support/page-errors';

/** Decision 014: one Content-Security-Policy per area, checked over real HTTP. */
const csp = (response: APIResponse) => response.headers()['content-security-policy'] ?? '';
const scriptSources = (policy: string) =>
  policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
const nonceOf = (policy: string) => policy.match(/'nonce-([^']+)'/)?.[1];

const PUBLIC_PAGES = ['/', '/blog', '/guides/preparer-consultation', '/services/echographie-clinique', '/rendez-vous'];
const BACK_OFFICE_PAGES = ['/admin/login', '/admin/setup'];

test.describe('Content-Security-Policy per area (decision 014)', () => {
  test('public pages carry one static policy, the same for every visitor, with no per-request nonce and no inline script (decision 028)', async ({
    request,
  }) => {
    for (const page of PUBLIC_PAGES) {
      const first = await request.get(page);
      const second = await request.get(page);
      expect(first.status(), page).toBe(200);
      expect(csp(first), page).toBe(csp(second));
      expect(scriptSources(csp(first)), page).toBe("script-src 'self'");
      expect(csp(first), page).toContain("frame-ancestors 'none'");
      expect(first.headers()['set-cookie'], page).toBeUndefined();
      expect(await first.text(), page).not.toContain('nonce=');
    }
  });

  test('back-office pages get a fresh nonce per request, carried by every script, and no inline script without it', async ({
    request,
  }) => {
    for (const page of BACK_OFFICE_PAGES) {
      const first = await request.get(page);
      const second = await request.get(page);
      expect(first.status(), page).toBe(200);
      const nonce = nonceOf(csp(first));
      expect(nonce, page).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(nonceOf(csp(second)), page).not.toBe(nonce);
      expect(scriptSources(csp(first)), page).toBe(`script-src 'self' 'nonce-${nonce}'`);
      expect(first.headers()['cache-control'], page).toContain('no-store');
      const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, page).toBeGreaterThan(0);
      for (const script of scripts) expect(script, page).toContain(`nonce="${nonce}"`);
    }
    const redirect = await request.get('/admin/blog', { maxRedirects: 0 });
    expect(redirect.status()).toBe(307);
    expect(scriptSources(csp(redirect))).toMatch(/^script-src 'self' 'nonce-[^']+'$/);
  });

  test("uploaded files keep their own policy: default-src 'none'", async ({ request }) => {
    const name = `${Date.now()}-${'0123456789ab'}.png`;
    const folder = path.join(process.env.E2E_DATA_DIR!, 'uploads');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, name),
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer(),
    );
    const response = await request.get(`/uploads/${name}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    expect(csp(response)).toBe("default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a malformed percent-encoding in the path answers 400, not 500', async ({ request }) => {
    for (const page of [
      '/blog/%zz',
      '/blog/%E0%A4%A',
      '/services/%',
      '/uploads/%',
      '/api/auth/%',
      '/admin/%',
      '/%C3',
    ]) {
      const response = await request.get(page, { maxRedirects: 0 });
      expect(response.status(), page).toBe(400);
      expect(await response.text(), page).toContain('Adresse invalide');
    }
    expect((await request.get('/blog/%C3%A9chographie-inconnue')).status()).toBe(404);
  });

  test('the back office works in Chromium under the nonce policy, with no violation reported', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    // Signing in runs the form's script (Better Auth's client) and lands on the articles page.
    await signInAsEditor(page);
    await page.getByRole('link', { name: 'Nouvel article' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    // The slug follows the title in the browser: React is hydrated.
    const { title, slug } = uniqueTitle('Article sous CSP');
    await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
    await expect(page.getByLabel('Adresse de la page')).toHaveValue(slug);
    await writeBody(page, 'Un paragraphe écrit sous la politique à nonce.');
    await page.getByRole('button', { name: 'Sauvegarder' }).click();
    await expect(toast(page, 'Article créé').last()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  });
});

plainTest('the back-office policy blocks an inline script injected without the nonce', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  await page.goto('/admin/login');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedScriptRan = true;';
    document.body.append(script);
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true;
  });
  expect(ran).toBe(false);
  expect(violations.join('\n')).toContain('Content Security Policy');
});
