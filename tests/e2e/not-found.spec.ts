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
