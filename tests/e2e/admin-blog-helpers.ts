import { expect, type Page } from '@playwright/test';
import { createStaffAccount, signInWithoutForm, toast } from './admin-auth-helpers';
import { setScheduledAt } from './support/e2e-database';

/** Signs a fresh editor in (without the form, decision 051) and lands on `landing`, 'Gestion du Blog' unless told. */
export async function signInAsEditor(page: Page, landing?: string | null) {
  const staff = createStaffAccount('editor');
  await signInWithoutForm(page, staff, landing);
  return staff;
}

let sequence = 0;
/** A title no other test uses, and the slug the spec's rule makes of it. */
export function uniqueTitle(label: string) {
  sequence += 1;
  const suffix = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return {
    title: `${label} ${suffix}`,
    slug: `${label}-${suffix}`.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, '-'),
  };
}

/** The Casablanca wall time of `at`, as a datetime-local value (minute precision). */
function casablancaDateTimeLocal(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Africa/Casablanca',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

export async function expectStatus(page: Page, path: string, status: number) {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(status);
}

export const ARTICLE_CONTENT = '## Une section\n\nUn paragraphe écrit pour les tests, assez long pour être lu.';

/** The body's visual editor (decision 040). */
export const bodyEditor = (page: Page) => page.getByRole('textbox', { name: 'Contenu', exact: true });

const blocksOf = (text: string) =>
  text
    .split(/\n+/)
    .map((block) => (block.startsWith('## ') ? { tag: 'h2', text: block.slice(3) } : { tag: 'p', text: block }));

/**
 * Replaces the body by typing `text` as a writer would: one block per line, a line starting with
 * `## ` becomes a section heading through the editor's Markdown shortcut, blank lines separate.
 */
export async function writeBody(page: Page, text: string) {
  const body = bodyEditor(page);
  await body.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  // Whatever the first block was, typing starts in a paragraph.
  await page.keyboard.press('ControlOrMeta+Alt+0');
  for (const [index, block] of text.split(/\n+/).entries()) {
    if (index > 0) await page.keyboard.press('Enter');
    // The shortcut is typed key by key (input rules react to keys); the text arrives at once, as
    // from a keyboard's text input, which keeps long texts fast on a loaded machine.
    const shortcut = block.startsWith('## ') ? '## ' : '';
    if (shortcut) await page.keyboard.type(shortcut);
    await page.keyboard.insertText(block.slice(shortcut.length));
  }
  await expectBody(page, text);
}

/** The editor shows `text` as writeBody types it: the same blocks, headings included. */
export async function expectBody(page: Page, text: string) {
  await expect
    .poll(() =>
      bodyEditor(page).evaluate((element) =>
        [...element.children].map((child) => ({ tag: child.tagName.toLowerCase(), text: child.textContent })),
      ),
    )
    .toEqual(blocksOf(text));
}

/** The HTML the editor stores for `text` typed by writeBody. */
export function bodyHtml(text: string): string {
  const escapeHtml = (value: string) =>
    value
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/\u00a0/g, '&nbsp;');
  return blocksOf(text)
    .map(({ tag, text: inner }) => `<${tag}>${escapeHtml(inner)}</${tag}>`)
    .join('');
}

/** Writes a new article in the editor and saves it as a draft; answers its title and slug. */
export async function createDraft(page: Page, label: string) {
  const { title, slug } = uniqueTitle(label);
  await page.goto('/admin/blog/new');
  await expect(page.getByRole('heading', { name: 'Nouvel article' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await expect(page.getByLabel('Adresse de la page')).toHaveValue(slug);
  await expect(page.getByLabel('Titre pour Google')).toHaveValue(title);
  await expect(page.getByText(`/blog/${slug}`)).toBeVisible();
  await writeBody(page, ARTICLE_CONTENT);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(toast(page, 'Article créé').filter({ hasText: 'Article sauvegardé avec succès' }).last()).toBeVisible();
  // Saving keeps the editor open, now on the article's own address.
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: 'Modifier l’article' })).toBeVisible();
  return { title, slug };
}

/**
 * Clicks 'Sauvegarder' or 'Publier' (on a published article: « Retirer du site » or « Mettre à
 * jour ») and waits for the server action's answer. « Retirer du site » first asks whether to
 * take the article offline (decision 020): the confirmation is accepted.
 */
export async function saveWith(page: Page, button: 'Sauvegarder' | 'Programmer' | 'Publier') {
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname.startsWith('/admin/blog'),
  );
  // 'Enregistrer sans publier' also contains "publier": the button's name starts with the word.
  const name =
    button === 'Publier'
      ? /^(Publier|Mettre à jour$)/
      : button === 'Sauvegarder'
        ? /^(Sauvegarder|Retirer du site)$/
        : new RegExp(`^${button}$`);
  await page.getByRole('button', { name }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Retirer l’article du site ?' });
  if (
    button !== 'Publier' &&
    (await Promise.race([
      answered.then(() => false),
      confirmation.waitFor().then(
        () => true,
        () => false,
      ),
    ]))
  ) {
    await confirmation.getByRole('button', { name: 'Continuer' }).click();
  }
  await answered;
}

/** Finds the article in 'Gestion du Blog' and opens it in the editor. */
export async function openEditor(page: Page, title: string) {
  await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: `Modifier l’article « ${title} »` }).click();
  await expect(page.getByRole('heading', { name: 'Modifier l’article' })).toBeVisible();
}

/** Opens the article in the editor, schedules it for `at` (the form counts in minutes) and saves. */
export async function scheduleInEditor(page: Page, title: string, at: Date) {
  await openEditor(page, title);
  await page.getByLabel('Statut').selectOption({ label: 'Programmé' });
  await page.getByLabel('Date de publication').fill(casablancaDateTimeLocal(at));
  // 'Sauvegarder' reads 'Programmer' while the status is « Programmé » (docs/decisions/041).
  await saveWith(page, 'Programmer');
  await expect(toast(page, 'Article mis à jour').last()).toBeVisible();
}

/**
 * Writes a draft and schedules it in the editor a day ahead, then brings its date to ten seconds
 * from now in the database, with a new content version, as another process saving it would: the
 * form cannot say "in a few seconds". Answers the article and when it is due (epoch ms).
 */
export async function scheduleDraftSecondsAhead(page: Page, label: string) {
  const article = await createDraft(page, label);
  await scheduleInEditor(page, article.title, new Date(Date.now() + 86_400_000));
  const dueAt = Date.now() + 10_000;
  setScheduledAt(article.slug, new Date(dueAt).toISOString());
  return { article, dueAt };
}

/** Creates a category on 'Catégories' (signed in) and waits for its confirmation. */
export async function createCategory(page: Page, name: string, colour: string) {
  await page.goto('/admin/categories');
  await page.getByRole('button', { name: 'Nouvelle catégorie' }).click();
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill(name);
  await page.getByLabel('Couleur').fill(colour);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(toast(page, 'Catégorie créée').last()).toBeVisible();
}

/** The row of a back-office list (categories, tags, authors…) whose heading cell is `name`. */
export const listRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

/** Opens the article in the editor, puts it in `category` and publishes it. */
export async function publishInCategory(page: Page, title: string, category: string) {
  await openEditor(page, title);
  await page.getByLabel('Catégorie').selectOption({ label: category });
  await saveWith(page, 'Publier');
}

/** Deletes an article from the back-office list (found by its title), confirming, and waits for the confirmation. */
export async function deleteArticleFromList(page: Page, title: string) {
  await page.goto(`/admin/blog?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: `Supprimer l’article « ${title} »` }).click();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(toast(page, 'Article supprimé').last()).toBeVisible();
}
