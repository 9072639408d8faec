import { expect, test } from './support/page-errors';
import { startNginxProxy, type RunningProxy } from '../../scripts/proxy/start-proxy';
import { signInAsEditor } from './admin-blog-helpers';

/*
 * The production recipe (deploy/nginx/, started the way `npm run proxy` starts it) in front of
 * the app under test: what a visitor and a staff member get through it.
 */
let proxy: RunningProxy;

test.beforeAll(async ({ baseURL }) => {
  proxy = await startNginxProxy([Number(new URL(baseURL ?? '').port)]);
});

test.afterAll(async () => {
  await proxy?.stop();
});

test('public pages come through the proxy, compressed', async ({ request }) => {
  for (const path of ['/', '/blog', '/blog/communication-couple', '/services/sexologie-medicale', '/sitemap.xml']) {
    const response = await request.get(`${proxy.url}${path}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-encoding'], path).toBe('gzip');
  }
});

test("the framework's hashed assets are kept by the proxy", async ({ request }) => {
  const html = await (await request.get(`${proxy.url}/`)).text();
  const asset = html.match(/\/_next\/static\/[^"']+\.js/)?.[0];
  expect(asset, 'the home page loads a script').toBeTruthy();
  await request.get(`${proxy.url}${asset}`);
  const again = await request.get(`${proxy.url}${asset}`);
  expect(again.headers()['x-cache-status']).toBe('HIT');
  expect(again.headers()['cache-control']).toContain('immutable');
});

test("a staff member's back-office page is never served from the cache to an anonymous visitor", async ({ page, request }) => {
  await signInAsEditor(page);
  const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');

  for (let round = 0; round < 2; round += 1) {
    const staff = await request.get(`${proxy.url}/admin/blog`, { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(staff.status()).toBe(200);
    expect(await staff.text()).toContain('Gestion du Blog');
    expect(staff.headers()['cache-control']).toContain('no-store');
    expect(staff.headers()['x-cache-status']).not.toBe('HIT');

    const anonymous = await request.get(`${proxy.url}/admin/blog`, { maxRedirects: 0 });
    expect(anonymous.status(), 'the anonymous visitor is sent to the sign-in page').toBe(307);
    expect(anonymous.headers()['location']).toContain('/admin/login');
    expect(await anonymous.text()).not.toContain('Gestion du Blog');
  }
});
