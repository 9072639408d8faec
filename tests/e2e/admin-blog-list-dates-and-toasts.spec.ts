import { formatAdminDateTime } from '../../src/lib/text/french-dates';
import { toast } from './admin-auth-helpers';
import { createDraft, scheduleInEditor, signInAsEditor } from './admin-blog-helpers';
import { readStoredPosts } from './support/e2e-database';
import { expect, test } from './support/page-errors';

test('a scheduled article’s card shows when it goes live, not when it was created', async ({ page }) => {
  await signInAsEditor(page, null);
  const article = await createDraft(page, 'Programme');
  await scheduleInEditor(page, article.title, new Date(Date.now() + 3 * 86_400_000));
  const stored = readStoredPosts().find((post) => post.slug === article.slug)!;
  await page.goto(`/admin/blog?q=${encodeURIComponent(article.title)}`);
  const card = page.getByTestId('admin-post-card').filter({ hasText: article.title });
  await expect(card).toContainText(`Programmé pour le ${formatAdminDateTime(stored.scheduled_at!)}`);
  await expect(card.locator('time')).toHaveAttribute('datetime', stored.scheduled_at!);
});

// Every row's edit and delete buttons, scrolled to each height of the window in turn, are what
// the pointer reaches there while the toast shows: no toast lies over them anywhere.
for (const width of [1280, 800]) {
  test(`toasts never cover a row’s edit and delete buttons (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    await signInAsEditor(page);
    // Saving keeps the editor open: the list's own toast is the one a deletion shows.
    const { title } = await createDraft(page, 'Toast');
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: `Supprimer l’article « ${title} »` }).click();
    await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
    const shown = toast(page, 'Article supprimé');
    await expect(shown).toBeVisible();
    // The list drops the deleted article's card once the server has answered; only then is what the
    // pointer reaches the list a visitor keeps working in.
    await expect(page.getByRole('button', { name: `Supprimer l’article « ${title} »` })).toHaveCount(0);
    await expect(page.getByTestId('admin-post-card').first()).toBeVisible();
    const covered = await page.evaluate(() => {
      const problems = new Set<string>();
      const buttons = [
        ...document.querySelectorAll<HTMLElement>(
          '[data-testid="admin-post-card"] a[aria-label^="Modifier"], [data-testid="admin-post-card"] button[aria-label^="Supprimer"]',
        ),
      ];
      for (const button of buttons) {
        for (let target = 0; target + button.offsetHeight <= window.innerHeight; target += 20) {
          window.scrollBy(0, button.getBoundingClientRect().top - target);
          const box = button.getBoundingClientRect();
          if (Math.abs(box.top - target) > 1) continue; // the page cannot scroll that far
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          if (!hit || !button.contains(hit))
            problems.add(
              `${button.getAttribute('aria-label')} under ${hit?.closest('[data-sonner-toast]') ? 'a toast' : hit?.tagName}`,
            );
        }
      }
      return { problems: [...problems], checked: buttons.length };
    });
    expect(covered.checked).toBeGreaterThan(2);
    expect(covered.problems).toEqual([]);
    await expect(shown).toBeVisible();
  });
}
