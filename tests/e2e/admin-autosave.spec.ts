import type { Page } from '@playwright/test';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_PATH, AUTOSAVE_RETRY_MS } from '../../src/lib/blog/autosave';
import { LEAVE_WITH_UNSAVED_CHANGES } from '../../src/components/admin/blog/editor/use-unsaved-changes-guard';
import { createStaffAccount, signIn } from './admin-auth-helpers';
import {
  ARTICLE_CONTENT,
  bodyEditor,
  bodyHtml,
  createDraft,
  expectBody,
  openEditor,
  saveWith,
  signInAsEditor,
  uniqueTitle,
  writeBody,
} from './admin-blog-helpers';
import { allViolations } from './support/axe';
import { openE2eDatabase } from './support/e2e-database';
import { expect, test } from './support/page-errors';

/** Decision 022: nothing typed in the editor is lost. */
test.describe.configure({ timeout: 120_000 });

// The autosave's delay passes on the page's clock instead of being waited for (decision 051).
test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

async function pastAutosaveDelay(page: Page) {
  await page.clock.runFor(AUTOSAVE_DELAY_MS);
}

const AUTOSAVED = /^Enregistré automatiquement à \d{2}:\d{2}$/;
const OFFLINE = 'Hors ligne : les modifications sont conservées dans ce navigateur';
const FAILED = 'L’enregistrement automatique a échoué : les modifications sont conservées dans ce navigateur';

const autosaveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /automatique|Hors ligne|session a expiré/ });

/** The unsaved-changes guard asks before a reload or a navigation: the tests leave on purpose. */
function leaveWithoutAsking(page: Page) {
  page.on('dialog', (dialog) => void dialog.accept());
}

function storedContent(slug: string): string {
  const database = openE2eDatabase();
  try {
    return (database.prepare('SELECT content FROM blog_posts WHERE slug = ?').get(slug) as { content: string }).content;
  } finally {
    database.close();
  }
}

/** The content of the autosave the server holds for the article (any staff member), or null. */
function autosavedContent(slug: string): string | null {
  const database = openE2eDatabase();
  try {
    const row = database
      .prepare('SELECT a.form FROM blog_autosaves a JOIN blog_posts p ON p.id = a.blog_post_id WHERE p.slug = ?')
      .get(slug) as { form: string } | undefined;
    return row ? (JSON.parse(row.form) as { content: string }).content : null;
  } finally {
    database.close();
  }
}

function endSessionsOf(email: string) {
  const database = openE2eDatabase();
  try {
    database
      .prepare('DELETE FROM auth_sessions WHERE user_id = (SELECT id FROM auth_users WHERE email = ?)')
      .run(email);
  } finally {
    database.close();
  }
}

test('an article: the text typed is autosaved, not into the article, and "Restaurer" brings it back after a reload', async ({
  page,
}) => {
  leaveWithoutAsking(page);
  await signInAsEditor(page, null);
  const { title, slug } = await createDraft(page, 'Autosauvegarde');
  await openEditor(page, title);
  const typed = `${ARTICLE_CONTENT}\n\nUn paragraphe ajouté puis laissé sans cliquer sur Sauvegarder.`;
  await writeBody(page, typed);
  // Two different things, said differently: the autosave is about to run; the article is not saved.
  await expect(autosaveStatus(page)).toHaveText('Enregistrement automatique en attente…');
  await expect(page.getByText(/^Modifications pas encore enregistrées dans l’article/)).toBeVisible();
  await pastAutosaveDelay(page);
  await expect(autosaveStatus(page)).toHaveText(AUTOSAVED);
  expect(storedContent(slug)).toBe(bodyHtml(ARTICLE_CONTENT));

  await page.reload();
  const offer = page.getByRole('region', { name: 'Modifications enregistrées automatiquement' });
  await expect(offer).toBeVisible();
  await expectBody(page, ARTICLE_CONTENT);
  expect(await allViolations(page)).toEqual([]);
  await offer.getByRole('button', { name: 'Restaurer' }).click();
  await expectBody(page, typed);
  await expect(offer).toBeHidden();
  // Restored into the form only: the article changes with 'Sauvegarder', which clears the autosave.
  expect(storedContent(slug)).toBe(bodyHtml(ARTICLE_CONTENT));
  await saveWith(page, 'Sauvegarder');
  await expect(page.getByRole('heading', { name: 'Modifier l’article' })).toBeVisible();
  await expect.poll(() => storedContent(slug)).toBe(bodyHtml(typed));
  await page.reload();
  await expectBody(page, typed);
  await expect(page.getByRole('button', { name: 'Restaurer' })).toHaveCount(0);
});

// The body reaches the form only once the keys pause (decision 070): with the page's clock
// stopped, that pause never comes, so these are the clicks that follow the last key at once.
test('the keys typed just before a click are not lost: « Sauvegarder » saves them, and leaving asks first', async ({
  page,
}) => {
  await signInAsEditor(page, null);
  const { title, slug } = await createDraft(page, 'Dernieres touches');
  await openEditor(page, title);
  await page.clock.pauseAt(Date.now() + 60_000);
  await bodyEditor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(' Dernier mot');

  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Retour à la liste des articles' }).click();
  expect(asked).toEqual([LEAVE_WITH_UNSAVED_CHANGES]);
  await expect(page.getByRole('heading', { name: 'Modifier l’article' })).toBeVisible();

  await bodyEditor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(' tapé.');
  await saveWith(page, 'Sauvegarder');
  await expect.poll(() => storedContent(slug)).toContain('Dernier mot tapé.</p>');
});

test('"Ignorer" discards the autosave: it is not offered again', async ({ page }) => {
  leaveWithoutAsking(page);
  await signInAsEditor(page, null);
  const { title } = await createDraft(page, 'Autosauvegarde ignoree');
  await openEditor(page, title);
  await writeBody(page, 'Un texte que je ne veux pas garder.');
  await pastAutosaveDelay(page);
  await expect(autosaveStatus(page)).toHaveText(AUTOSAVED);
  await page.reload();
  await page.getByRole('button', { name: 'Ignorer' }).click();
  await expectBody(page, ARTICLE_CONTENT);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Modifier l’article' })).toBeVisible();
  await expectBody(page, ARTICLE_CONTENT);
  await expect(page.getByRole('button', { name: 'Restaurer' })).toHaveCount(0);
});

test('autosave never waits for the offer: the copy offered is set aside as an older draft, and both are there after closing and reopening', async ({
  page,
}) => {
  leaveWithoutAsking(page);
  await signInAsEditor(page, null);
  const { title, slug } = await createDraft(page, 'Autosauvegarde en suspens');
  await openEditor(page, title);
  const offered = 'La version enregistrée automatiquement, proposée au retour.';
  await writeBody(page, offered);
  await pastAutosaveDelay(page);
  await expect(autosaveStatus(page)).toHaveText(AUTOSAVED);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Restaurer' })).toBeVisible();

  const typed = `${ARTICLE_CONTENT}\n\nTapé sans répondre à la proposition.`;
  await writeBody(page, typed);
  const olderDraft = page.getByRole('region', { name: 'Brouillon plus ancien' });
  await expect(olderDraft).toContainText('Un brouillon plus ancien existe');
  await expect(page.getByRole('button', { name: 'Restaurer' })).toHaveCount(0);
  await pastAutosaveDelay(page);
  await expect(autosaveStatus(page)).toHaveText(AUTOSAVED);
  await expect.poll(() => autosavedContent(slug)).toBe(bodyHtml(typed));
  expect(storedContent(slug)).toBe(bodyHtml(ARTICLE_CONTENT));

  // Closing the tab and coming back: the newest text is offered, the older one is beside it.
  await page.close();
  const again = await page.context().newPage();
  leaveWithoutAsking(again);
  await again.clock.install();
  await openEditor(again, title);
  await again.getByRole('button', { name: 'Restaurer' }).click();
  await expectBody(again, typed);
  const besides = again.getByRole('region', { name: 'Brouillon plus ancien' });
  await besides.getByRole('button', { name: 'Ouvrir' }).click();
  await expectBody(again, offered);
  // The text shown before « Ouvrir » is now the one set aside: one more « Ouvrir » brings it back.
  await besides.getByRole('button', { name: 'Ouvrir' }).click();
  await expectBody(again, typed);
});

test('the new-article form: autosaved, "Restaurer" after a reload, and gone once the article is created', async ({
  page,
}) => {
  leaveWithoutAsking(page);
  await signInAsEditor(page);
  const { title } = uniqueTitle('Nouvel autosauve');
  await page.goto('/admin/blog/new');
  await page.getByRole('textbox', { name: 'Titre', exact: true }).fill(title);
  await writeBody(page, ARTICLE_CONTENT);
  await pastAutosaveDelay(page);
  await expect(autosaveStatus(page)).toHaveText(AUTOSAVED);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Nouvel article' })).toBeVisible();
  await page.getByRole('button', { name: 'Restaurer' }).click();
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue(title);
  await expectBody(page, ARTICLE_CONTENT);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page).toHaveURL(/\/admin\/blog\/edit\/[\w-]+$/);

  await page.goto('/admin/blog/new');
  await expect(page.getByRole('heading', { name: 'Nouvel article' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Titre', exact: true })).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Restaurer' })).toHaveCount(0);
});

test('a session that expires while editing loses nothing: after signing in again, "Restaurer" brings the text back', async ({
  page,
}) => {
  leaveWithoutAsking(page);
  const staff = await signInAsEditor(page, null);
  const { title } = await createDraft(page, 'Session expiree');
  await openEditor(page, title);
  await writeBody(page, `${ARTICLE_CONTENT}\n\nAvant l’expiration.`);
  await pastAutosaveDelay(page);
  await expect(autosaveStatus(page)).toHaveText(AUTOSAVED);

  endSessionsOf(staff.email);
  const typed = `${ARTICLE_CONTENT}\n\nAvant l’expiration.\n\nEt après : ce texte-ci n’a jamais atteint le serveur.`;
  await writeBody(page, typed);
  await pastAutosaveDelay(page);
  await expect(autosaveStatus(page)).toContainText('Votre session a expiré : reconnectez-vous pour continuer.');
  await expect(page.getByRole('link', { name: 'Se reconnecter' })).toBeVisible();
  expect(await allViolations(page)).toEqual([]);

  await page.goto('/admin/login');
  await signIn(page, staff.email, staff.password);
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await openEditor(page, title);
  await page.getByRole('button', { name: 'Restaurer' }).click();
  await expectBody(page, typed);
});

test('offline: the editor says so, the copy stays in this browser and survives a reload', async ({ page, context }) => {
  leaveWithoutAsking(page);
  await signInAsEditor(page, null);
  const { title } = await createDraft(page, 'Hors ligne');
  await openEditor(page, title);
  await context.setOffline(true);
  const typed = `${ARTICLE_CONTENT}\n\nÉcrit sans réseau.`;
  await writeBody(page, typed);
  await pastAutosaveDelay(page);
  await expect(autosaveStatus(page)).toHaveText(OFFLINE);
  const kept = await page.evaluate(() =>
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith('cabinet:autosave:'))
      .map((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').values?.content),
  );
  expect(kept).toContain(bodyHtml(typed));

  await context.setOffline(false);
  await page.reload();
  await page.getByRole('button', { name: 'Restaurer' }).click();
  await expectBody(page, typed);
});

test('an autosave that failed is sent again by itself 30 s later, with no other key typed', async ({ page }) => {
  leaveWithoutAsking(page);
  await signInAsEditor(page, null);
  const { title, slug } = await createDraft(page, 'Nouvel essai');
  await openEditor(page, title);
  let attempts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(AUTOSAVE_PATH)) attempts += 1;
  });
  await page.route('**/api/admin/autosaves**', (route) => route.abort());
  const typed = `${ARTICLE_CONTENT}\n\nTapé pendant une coupure, puis relu sans rien toucher.`;
  await writeBody(page, typed);
  await pastAutosaveDelay(page);
  await expect(autosaveStatus(page)).toHaveText(FAILED);
  const failedAttempts = attempts;
  await page.clock.runFor(AUTOSAVE_RETRY_MS);
  await expect.poll(() => attempts, 'sent again').toBe(failedAttempts + 1);
  await expect(autosaveStatus(page), 'a retry that fails again says so again').toHaveText(FAILED);
  expect(autosavedContent(slug)).toBeNull();

  await page.unroute('**/api/admin/autosaves**');
  await page.clock.runFor(AUTOSAVE_RETRY_MS);
  await expect(autosaveStatus(page)).toHaveText(AUTOSAVED);
  expect(autosavedContent(slug)).toBe(bodyHtml(typed));
});

test('leaving the page right after typing (before the 3 s) still sends the autosave, with keepalive', async ({
  page,
  context,
}) => {
  leaveWithoutAsking(page);
  await signInAsEditor(page, null);
  const { title, slug } = await createDraft(page, 'Onglet ferme');
  await openEditor(page, title);
  const typed = `${ARTICLE_CONTENT}\n\nTapé juste avant de fermer l’onglet.`;
  await writeBody(page, typed);
  await page.goto('/admin/blog');
  await expect.poll(() => autosavedContent(slug), { timeout: 10_000 }).toBe(bodyHtml(typed));

  const again = await context.newPage();
  leaveWithoutAsking(again);
  await openEditor(again, title);
  await again.getByRole('button', { name: 'Restaurer' }).click();
  await expectBody(again, typed);
});

/** The contents of this browser's copies of the editor's text, whoever typed them. */
function localCopies(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(window.localStorage)
      .filter((key) => key.startsWith('cabinet:autosave:'))
      .map((key) => JSON.parse(window.localStorage.getItem(key) ?? '{}').values?.content as string),
  );
}

/** Types with the autosave route failing, so the text is held by this browser only. */
async function typeWhileAutosaveFails(page: Page, label: string, sentence: string) {
  await page.route('**/api/admin/autosaves**', (route) => route.abort());
  const { title, slug } = await createDraft(page, label);
  await openEditor(page, title);
  const typed = `${ARTICLE_CONTENT}\n\n${sentence}`;
  await writeBody(page, typed);
  await pastAutosaveDelay(page);
  await expect.poll(() => localCopies(page)).toContain(bodyHtml(typed));
  return { slug, typed };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

// Decision 032: unpublished text does not stay in a shared browser after « Se déconnecter ».
test('signing out sends the copy this browser kept to the server, then removes it from the browser', async ({
  page,
}) => {
  leaveWithoutAsking(page);
  await signInAsEditor(page);
  const { slug, typed } = await typeWhileAutosaveFails(
    page,
    'Copie envoyee a la deconnexion',
    'Tapé pendant une panne du serveur.',
  );
  await page.unroute('**/api/admin/autosaves**');
  await signOut(page);
  expect(await localCopies(page)).toEqual([]);
  expect(autosavedContent(slug)).toBe(bodyHtml(typed));
});

test('a copy the server could not take stays after signing out, until another member signs in here', async ({
  page,
}) => {
  leaveWithoutAsking(page);
  await signInAsEditor(page);
  const { slug, typed } = await typeWhileAutosaveFails(page, 'Copie gardee', 'Tapé pendant une panne qui dure.');
  await signOut(page);
  expect(await localCopies(page)).toEqual([bodyHtml(typed)]);
  expect(autosavedContent(slug)).toBeNull();

  await page.unroute('**/api/admin/autosaves**');
  const colleague = createStaffAccount('editor');
  await signIn(page, colleague.email, colleague.password);
  await expect(page.getByRole('heading', { name: 'Gestion du Blog' })).toBeVisible();
  await expect.poll(() => localCopies(page)).toEqual([]);
});
