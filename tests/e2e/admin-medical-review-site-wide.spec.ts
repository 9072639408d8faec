import { toastsClosed } from './admin-auth-helpers';
import { signInAsEditor } from './admin-blog-helpers';
import { allViolations } from './support/axe';
import { expect, test } from './support/page-errors';

/** The "À relire" counter above the list. */
function dueCounter(page: import('@playwright/test').Page) {
  return page
    .locator('dl > div')
    .filter({ has: page.locator('dt', { hasText: /^À relire$/ }) })
    .locator('dd');
}

const DUE_ARTICLE = 'Sommeil';

test.describe.configure({ timeout: 120_000 });

test('"À relire": the filter lists the articles due for review, as many as the counter says', async ({ page }) => {
  await page.clock.install();
  await signInAsEditor(page);
  await page.getByLabel('Filtrer par relecture médicale').selectOption({ label: 'À relire' });
  await expect(page).toHaveURL(/relecture=a-relire/);
  const counted = Number(await dueCounter(page).textContent());
  // Every page of the filtered list (other tests add never-reviewed drafts): each card is due.
  let shown = 0;
  let dueArticle = 0;
  let reviewedArticle = 0;
  for (;;) {
    const cards = page.getByTestId('admin-post-card');
    await expect(cards.first()).toBeVisible();
    shown += await cards.count();
    for (const card of await cards.all()) await expect(card.getByText('À relire', { exact: true })).toBeVisible();
    dueArticle += await cards.filter({ hasText: DUE_ARTICLE }).count();
    // A reviewed article is not in the filtered list.
    reviewedArticle += await cards.filter({ hasText: 'La communication dans le couple' }).count();
    const next = page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Suivant' });
    if ((await next.count()) === 0) break;
    const current = page.url();
    await next.click();
    await expect(page).not.toHaveURL(current);
  }
  expect(shown).toBe(counted);
  expect(dueArticle).toBe(1);
  expect(reviewedArticle).toBe(0);
  // The sign-in toast has the contrast of its animation frame while it fades: check after it.
  await toastsClosed(page);
  expect(await allViolations(page)).toEqual([]);
});
